struct A { int g() { return 1; } };
constexpr int h() { return 2; }
int later = 1;
