// Qualified declarations of members their class or namespace declares (nested, inline
// namespaces, templates, constructors, operators, friends, bases' classes): no 135.
struct A { struct In; static int s; void f(); template<class T> void tf(T); enum E { e1 }; E ge(); A(); ~A(); operator int(); static const int c = 1; struct In2 { void g(); static int t; }; typedef int I; I gi(); };
struct A::In { void h(); static int u; };
void A::In::h() {}
int A::In::u = 1;
int A::s = 2;
void A::f() {}
template<class T> void A::tf(T) {}
A::E A::ge() { return e1; }
A::A() {}
A::~A() {}
A::operator int() { return 0; }
const int A::c;
void A::In2::g() {}
int A::In2::t;
A::I A::gi() { return 0; }
namespace N { void k(); inline namespace v1 { void k2(); } template<class T> void t(T); struct S { friend void fr(); }; int var; namespace M { void mm(); } }
void N::k() {}
void N::k2() {}
template<class T> void N::t(T) {}
void N::fr() {}
void N::M::mm() {}
struct B : A { void bb(); };
void B::bb() {}
template<class T> struct TT { void f(); };
template<class T> void TT<T>::f() {}
template<> void TT<int>::f() {}
union U { int a; void uf(); };
void U::uf() {}
namespace P { struct Q { void q(); }; }
void P::Q::q() {}
using namespace P;
struct R { void r(); };
void ::R::r() {}
