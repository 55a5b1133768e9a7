// A member named through a qualifier (`obj.Q::m`): Q must be the object's class or a base of
// it (244 at Q), cut from GCC's g++.dg/parse/crash40.C.
struct A { int m; void g(); };
struct C { int m; };
struct D : A { int n; };
struct E { struct C { int m; }; C c; int m; };
namespace N { struct A2 { int m; }; }
int f1(A a) { return a.C::m; }
int f2(A a) { return a.A::m; }
int f3(D d) { return d.A::m; }
int f4(D *d) { return d->C::m; }
int f6(A a) { return a.N::A2::m; }
struct B2 : A {};
void f8() { B2().C::m = 1; B2().A::g(); D().C::m++; }
