// How unchanged host code is re-spelled.
#include <stddef.h>
#define TWICE(x) ((x) * 2)
unsigned int u = 1u;
long unsigned int lu = 2ul;
float f = 1.0f;
double d = 1e10;
char c = 'a';
const char *s = "hi" "there";
signed char sc = -1;
short int si = 0x10;
long long ll = 077LL;
bool b = true;
int arr[] = {1, 2, 3};
struct Q { int m; int get() { return m + other(); } int other() { return 1; } };
int g(int x) { return TWICE(x) + (x > 0 ? x : -x); }
enum E { A, B = 5 };
enum class EC : char { X };
int h() { int *p = nullptr; auto l = [](int v) { return v; }; return l(1) + (p ? 1 : 0) + sizeof(int) + alignof(double); }
template <typename T> struct TT { T t; T get() const { return t; } };
TT<int> tti;
int cast(double x) { return static_cast<int>(x) + (int)x + int(x); }
