// Defining a special member function the class declares only implicitly: 333 at the name (a
// destructor's at its `~`), 541 at the token after the declarator unless it has an exception
// specification, and for a default constructor 2795; cut from g++.dg/other/ctor1.C. Members the
// class declares, templates and inherited constructors are fine.
struct A { int i; };
A::A() {}
struct B { int j; };
B::~B() {}
struct C { };
C& C::operator=(const C&) { return *this; }
struct D { };
D::D(const D&) {}
struct A2 { int i; };
A2::A2() : i(0) {}
struct B2 { int j; };
B2::B2() noexcept {}
struct C2 { };
C2& C2::operator=(const C2&) noexcept { return *this; }
struct D2 { };
D2::D2(const D2&) = default;
struct F { F(int); };
F::F(const F&) {}
struct G { };
G::~G() noexcept {}
struct V { V(); ~V(); V(const V&); V& operator=(const V&); int i; };
V::V() {}
V::~V() {}
V::V(const V&) {}
V& V::operator=(const V&) { return *this; }
struct W { W(int); W(const W&) = default; };
W::W(int) {}
struct X { X& operator=(X&&); };
X& X::operator=(X&&) { return *this; }
struct Y { template <class T> Y(T); };
template <class T> Y::Y(T) {}
namespace N { struct Z { Z(); }; }
N::Z::Z() {}
