// Nested namespace definitions, cut from GCC's g++.dg/cpp1z/nested-namespace-def1.C: not
// `inline` (2768), no attributes before the name (1098 at the attribute's name), only GNU
// attributes after it (130 at `[[`); a malformed head is recovered at the next `{`, which
// opens the body (the errors after it are still found).
namespace A::B::C { struct X {}; namespace T::U::V { struct Y {}; } }
A::B::C::X x;
A::B::C::T::U::V::Y y;
inline namespace D::E {}
namespace F::G:: {}
namespace G __attribute ((visibility ("default"))) ::H {}
namespace H [[deprecated]] ::I {}
namespace __attribute ((visibility ("default"))) I::J {}
namespace [[deprecated]] J::K {}
namespace L::M __attribute__((visibility("default"))) {}
namespace [[deprecated]] N {}
namespace P __attribute__((visibility("default"))) { int in_p; }
namespace Q [[deprecated]] { int in_q; }
int after_q;
