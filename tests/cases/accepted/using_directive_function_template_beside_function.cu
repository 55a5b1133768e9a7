// sweep cluster: "a declaration should come here" / "missing ";"" -- CUTLASS cute tutorials
// (sgemm_sm70.cu:89 `select<0,1>(shape_MNK)`, 02_mma_tma_sm100.cu:172) with `using namespace
// cute;` and glibc's `select()` declared globally: the name finds both the global function and,
// through the directive, cute::select, a function template, so `<` opens template arguments.
extern "C" int select(int, void*, void*, void*, void*);
namespace cute { template <int... I, class T> T select(T t) { return t; } }
using namespace cute;
int f() { return select<1, 2>(3); }
