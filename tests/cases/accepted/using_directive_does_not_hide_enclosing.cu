// Names nominated by a using-directive count as declared in the nearest namespace enclosing both, so they do not hide the enclosing namespace's own names (CUTLASS gemm code with `using namespace cute;`: cute::plus vs cutlass::plus).
namespace cute { struct plus {}; int twice(int x) { return 2 * x; } }
namespace cutlass {
template<class T> struct plus { T operator()(T a, T b) const { return a + b; } };
int twice(int x, int y) { return x + y; }
namespace gemm {
using namespace cute;
int g() { plus<int> p; return p(1, 2) + twice(1, 2); }
}
}
