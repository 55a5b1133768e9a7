// A class template's name without template arguments deduces them only as the whole type of
// an initialized variable, a `new`'s type or a functional cast (cut from GCC's
// g++.dg/cpp1z/class-deduction-new1.C and g++.dg/inherit/template-as-base.C). Elsewhere: 441
// (parameter, return type, member, array, typedef, alias, base, cast, sizeof), 2887 (a pointer
// without initializer, `new` of an array or pointer, with 1589), 2958 (a pointer or reference
// with an initializer). Inside the template and its specializations the name is complete.
template<typename T> struct A { A(T); A(); A *next; A get(A other); };
namespace N { template<typename T> struct X { X(T); }; }
template<template<class> class TT> struct W {};
A<int> x(1);
N::X<int> v(1);
A *p1 = &x;
A arr[] = {x};
A &r = x;
const A c = x;
auto q1 = new A(1);
auto q2 = new A*[2];
A arr2[2] = {x, x};
A (*pf)[2] = nullptr;
void g(A a);
A h();
struct S { A m; static A sm; friend struct A<int>; };
typedef A TA;
using UA = A*;
int n = sizeof(A);
N::X *p;
void k(N::X a);
struct B : N::X {};
W<A> w;
auto c1 = static_cast<A>(x);
auto c2 = (A)x;
auto c3 = A(1);
auto c4 = A{1};
N::X deduced = 1;
void f() {
  A *lp = &x;
  auto q3 = new A[3];
  A local = 2;
}
template<typename T> struct C { C *next; C f(C c); };
C<int> ci;
