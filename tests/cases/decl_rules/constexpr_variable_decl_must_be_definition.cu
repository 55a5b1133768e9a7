// 2385: constexpr variable without an initializer
constexpr int a;
constexpr int b, ok = 1;
void f() { constexpr int c ; }
// a class with a constexpr default constructor initialises the object (libstdc++ ranges rely on it)
struct Fn { constexpr Fn() {} };
inline constexpr Fn fn;
constexpr int *p;
constexpr long arr[2];
