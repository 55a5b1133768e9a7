// A using-declaration in a class names a member of one of its base classes: another class
// (or the class itself) is an error (264), a namespace too (738); at the qualifier.
struct A { void f(); int x; };
struct B : A { void g(); };
struct C { void h(); };
struct D : B {
  using A::f;        // fine: an indirect base
  using B::g;        // fine
  using C::h;        // error: not a base
  using D::g;        // ?
};
namespace N { void k(); }
struct E : A {
  using N::k;        // error: a namespace member
};
template <class T> struct F : T { using T::f; };   // fine: dependent
struct G : F<A> { using A::f; };                    // unknown base chain
typedef A AliasA;
struct H : AliasA { using AliasA::f; using A::x; };   // fine
