// Parameters after one with a default argument have one too, or are packs (306 once per
// list, at the first default argument; at the name of a namespace-scope function template),
// cut from g++.dg/other/default2.C. A redeclaration may add defaults before earlier ones.
void f1(int = 1, int = 2, int);
void f2(int = 1, int, int = 3, int);
void f3(int = 1, ...);
template<class... T> void f4(int = 1, T...);
void g(int, int); void g(int, int = 1); void g(int = 0, int);
template<typename T> void bar(T, int = 0, int) {}
void h(int a = 1, int b) {}
struct S { void m(int = 1, int); };
struct U { template<class T> void n(T = 0, int); };
void ok(int a, int b = 2, int c = 3);
