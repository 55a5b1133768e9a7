// Host-translation spellings gcc needs (both from CUTLASS): a member function named like a builtin
// variable keeps its name (cluster_launch.hpp: `dim3 gridDim() { return launch_config.gridDim; }`
// called as `config.gridDim()`), and a member alias of an enum by its own name is qualified
// (pipeline/sm100_pipeline.hpp: `using McastDirection = McastDirection;`), as the reference writes them;
// a nested class's alias of an enclosing class's alias is named through that class;
// a host local named like a builtin is the local (ggml pad.cu: `dim3 gridDim(n); k<<<gridDim, 256>>>(...)`);
// a namespace's own variable named like a builtin is that variable, declared and used by its name
// (flashinfer mamba/common.cuh: `namespace mamba { constexpr unsigned warpSize = 32; }`).
namespace cutlass {
struct Config { dim3 gridDim; dim3 blockDim; };
enum class McastDirection { kRow, kCol };
struct LaunchConfig {
  Config launch_config;
  dim3 gridDim() { return launch_config.gridDim; }
  template <class T> dim3 blockDim(T) { return launch_config.blockDim; }
};
template <int N> struct Pipeline {
  using McastDirection = McastDirection;
  McastDirection d = McastDirection::kRow;
};
// A nested class's alias of its enclosing class's alias (CUTLASS epilogue_with_visitor_callbacks.h).
template <class E> struct Epilogue {
  using ElementAccumulator = typename E::value_type;
  typedef int Index;
  struct OutputOp { using ElementAccumulator = ElementAccumulator; using Index = Index; ElementAccumulator v; };
  OutputOp op;
};
struct Plain { typedef float F; struct In { using F = F; F f; }; };
inline unsigned grid_x(LaunchConfig &c) { return c.gridDim().x + c.blockDim(1).x; }
}
__global__ void k(int *p) { *p = gridDim.x; }
struct V { typedef double value_type; };
void run(int *p) { cutlass::Pipeline<1> pl; (void)pl; cutlass::Epilogue<V> e; (void)e; cutlass::Plain::In in; (void)in; k<<<1, 1>>>(p); }
void run_local(int *p, int n) { dim3 gridDim(n, 1, 1); k<<<gridDim, 256>>>(p); }
void run_param(int *p, dim3 blockDim) { k<<<1, blockDim>>>(p); }
namespace flashinfer { namespace mamba {
constexpr unsigned warpSize = 32;
inline unsigned lanes(unsigned n) { return n / warpSize; }
const unsigned *warp_size_address() { return &warpSize; }
} }
__global__ void uses_builtin(unsigned *p) { *p = warpSize; }
unsigned host_lanes() { return flashinfer::mamba::lanes(64) + *flashinfer::mamba::warp_size_address(); }
