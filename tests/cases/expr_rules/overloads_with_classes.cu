// Overload resolution with class arguments and parameters: user-defined conversions through
// converting constructors, the ambiguous conversion sequence, functions brought in from two
// namespaces, a deleted function chosen among others (cut from GCC's g++.dg/overload/ambig1.C,
// lookup/friend19.C, lookup/using-decl1.C, overload/using2.C).
struct X { };
struct Y { };
struct A { A(long); A(char); };
struct B { B(int); };
struct E { E(long); E(double); };
struct Z { friend int foo(Z); };
int foo(Y);
int foo(int);
int bar(Y);
void f(A);
void f(B);
void g(E, int);
void g(int, int, int);
void k(A, int) = delete;
void k(double, double);
void m(double, double) = delete;
void m(A, int);
namespace P { int h(int); void c(); }
namespace Q { int h(int); void c(); }
using P::c;
using Q::c;
Y make(X x) { return x; }
void calls() {
  X x;
  ::foo(X());
  foo(x);
  bar(x);
  Y y = x;
  f(42);
  g(1, 2);
  E e = 3;
  k(1, 2);
  m(1, 2);
  c();
  using P::h;
  using Q::h;
  h(1);
}
