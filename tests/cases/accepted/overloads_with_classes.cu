// Calls overload resolution decides with class arguments and parameters, reference bindings
// and user-defined conversions, and names brought in by using-declarations; the reference
// accepts each.
#include <cmath>
#include <algorithm>
#include <utility>
struct A { A(int); };
struct B { B(const char*); };
struct C { operator int() const; };
struct D { explicit D(int); };
struct Base { int v; };
struct Derived : Base { };
enum Color { red, green };
void f1(A); void f1(double);
void f2(B); void f2(int);
void f3(int); void f3(A);
void f4(Base&); void f4(int);
void f5(const Base&); void f5(long);
void f6(int&&); void f6(const int&);
void f7(int&); void f7(const int&);
void f8(D); void f8(long);
void f10(A, int); void f10(double, double);
void f11(Color); void f11(A);
void f12(const A&); void f12(const B&);
void f13(A&&); void f13(const A&);
void f14(Base*); void f14(void*);
void f15(bool); void f15(A);
void g1(A); void g2(const A&); void g3(Base); void g4(const Base&); void g5(Base&);
void h(int, A = 1); void h(double);
struct S { signed long long l : 32; };
void wide(long long) = delete;
void wide(int);
namespace N { int f(int); double f(double); struct T {}; void g(T); int h(long); }
using N::f;
using std::min;
using std::swap;
namespace M { using N::h; int h(int); }
struct W { friend int wf(W); friend int wf(W, int); };
struct Bs { friend int bf(Bs&); };
struct Dv : Bs { };
namespace O { struct V { friend int vf(const V&) { return 0; } }; }
int friends() { Dv dv; O::V v; return wf(W()) + wf(W(), 1) + bf(dv) + vf(v); }
int use() {
  Derived d; const Derived cd{}; C c; int i = 0; Color col = red; A a(1);
  f1(1); f1(2.0); f2("x"); f2(3); f3(c); f3(4); f4(d); f4(5);
  f5(d); f5(cd); f5(6); f6(i); f6(7); f7(i); f7(8);
  f8(9); f10(1, 2); f11(col); f11(red); f11(3);
  f12(1); f12("s"); f13(a); f13(A(1)); f14(&d); f15(&d); f15(2);
  g1(1); g1(a); g2(1); g3(d); g4(d); g4(cd); g5(d);
  h(1); h(1.0); h(1, a);
  S s = {1};
  wide(s.l + 0);
  using std::max;
  int p = 1, q = 2;
  double r = std::abs(-1.5) + fabs(3.0) + sqrt(4.0);
  swap(p, q);
  using N::g; N::T t; g(t);
  return min(p, q) + max(p, q) + f(1) + (int)f(2.0) + (int)r + M::h(1) + M::h(1L);
}
