// What a using-declaration may name (cut from GCC's g++.dg/lookup/using2.C): a
// namespace-qualified name outside a class (727), a base's member in a class (738), never a
// namespace (728) nor a template-id (753). Valid ones stay silent.
namespace N { template<int> void f() {} int g; namespace M { int h; } }
using N;
using ::N;
using N::f< 0 >;
using N::M;
using N::g;
using N::f;
using ::N::M::h;
struct A { template <class T> void f(T); template <class T> struct X { }; int k; };
struct C : A {
  using A::f<double>;
  using A::X<int>;
  using k;
  using A::X;
  using A::k;
};
void in_block() {
  using N::M;
  using N::f<1>;
  using g;
  using N::g;
}
