// A builtin or pointer object initialized by a parenthesized list of more than one value:
// 146 at the second value, in templates too (GCC's g++.dg/template/static30.C).
int a(1, 2);
struct S { static const int k; static const int m; };
const int S::k(1, 2);
int f() { static int b(3, 4); static double c(1.0, 2.0, 3.0); static int *p(0, 0); return b + (int)c + (p != 0); }
template <int N> struct A { static const int i2; };
template <int N> const int A<N>::i2(3, 4);
template<class... T> int g(T... t) { int x(1, t...); int y(t...); return x + y; }
struct C { C(int, int); };
C c(1, 2);
int* q(nullptr);
