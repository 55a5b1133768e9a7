// 2385: constexpr variable without an initializer
constexpr int a;
constexpr int b, ok = 1;
void f() { constexpr int c ; }
