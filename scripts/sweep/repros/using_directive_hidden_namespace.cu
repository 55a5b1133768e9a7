// sweep cluster: "a declaration should come here" -- CUTLASS epilogue/collective/
// default_epilogue.hpp:186 and others (`using namespace cute;` in a member function, then
// `detail::get_epilogue_stride<S>(...)` meaning cutlass::epilogue::collective::detail). The
// names a using-directive in a block nominates count as members of the nearest namespace
// enclosing both (here the global one), so b::d hides a::d; cufe's name oracle takes a::d, where
// `g` is no template, and the `<` becomes a comparison.
namespace a { namespace d { struct X {}; } }
namespace b {
namespace d { template <class T> int g(int x) { return x; } }
inline int f() {
  using namespace a;
  return d::g<int>(1);
}
}
