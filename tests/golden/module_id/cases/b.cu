int x;
inline int f() { return 1; }
template <class T> T g(T t) { return t; }
static int h() { return 0; }
void b() {}
int after = 2;
