// sweep cluster: "a declaration should come here" then "no declaration of "BroadcastCount"" --
// CUTLASS epilogue/fusion/sm90_visitor_load_tma_warpspecialized.hpp:619 (`template <class> class
// ReductionFn = multiplies`, with `using namespace cute;` in cutlass::epilogue::fusion). The
// directive's names count as members of the global namespace, so cutlass::multiplies (a
// template) hides cute::multiplies (a class); cufe takes the class.
namespace cute { struct multiplies {}; }
namespace cutlass {
template <class T> struct multiplies {};
namespace fusion {
using namespace cute;
template <int N = 1, template <class> class R = multiplies>
struct S { int f() { return N; } };
}
}
