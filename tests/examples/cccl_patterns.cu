// Patterns from CCCL (thrust, cub, libcu++) that the host translation once got wrong; each
// broke the host compile of the thrust corpus unit.
#include <cstdio>

// `namespace a::b { namespace { ... } }` (libcu++'s `cuda::std::ignore`): the anonymous
// namespace's using-directive must name the whole path.
namespace outer::inner {
namespace {
__host__ __device__ constexpr int one() { return 1; }
}
}

// A member declared `inline` in its class and defined outside it is inline: it cannot give
// the module id (thrust's `error_category::default_error_condition`), nor can a constructor
// declared `inline` (its specifiers used to be dropped), nor a `__forceinline__` function
// (GNU `__inline__`, cub's `Debug`).
struct category {
  inline virtual int condition(int v) const;
  inline category();
};
int category::condition(int v) const { return v + 1; }
category::category() {}
__host__ __device__ __forceinline__ int debug(int e) { return e; }

// A deduction guide with execution-space attributes (libcu++'s `runtime_bounds`): g++
// rejects any specifier on a guide.
template <class T>
struct bounds {
  T lo, hi;
  __host__ __device__ bounds(T l, T h) : lo(l), hi(h) {}
};
template <class T>
__host__ __device__ bounds(T, T) -> bounds<T>;

// A kernel template with an unnamed template parameter and a parameter pack (thrust's
// `_kernel_agent`): the stub forwards every template argument and the whole pack.
template <class, class... Args>
__global__ void agent(Args... args) {}
template <class, class... Args>
__global__ void agent_vshmem(char*, Args... args) {}
struct agent_tag {};

// A device function taking a pack: its host body cannot name the pack unexpanded.
template <class... Args>
__device__ void fill(char* buffer, Args const&... args) {}

// A device-only constructor initialising a const member (cooperative_groups' `thread_block`):
// the initializers stay, or the host compiler finds the member uninitialised.
struct scratch_holder {
  int* const scratch;
  __device__ scratch_holder() : scratch(nullptr) {}
};

// A class-scope alias named like its target in an enclosing namespace (cub's
// `using WarpScan = WarpScan<T, N>;` in `cub::detail`): g++ rejects the change of meaning
// unless the target is qualified.
namespace lib {
template <class T, int N>
struct WarpScan {};
namespace detail {
template <class T>
struct BlockScanRaking {
  using WarpScan = WarpScan<T, 32>;
};
}  // namespace detail
}  // namespace lib
lib::detail::BlockScanRaking<int>::WarpScan warp_scan;

// A struct member named like a builtin variable (thrust's `cudaLaunchConfig_t` use).
struct launch_config {
  dim3 gridDim;
  dim3 blockDim;
};

void configure(launch_config& config, dim3 grid, dim3 block) {
  config.gridDim = grid;
  config.blockDim = block;
}

int main() {
  bounds b(1, 2);
  launch_config config;
  configure(config, dim3(1), dim3(32));
  agent<agent_tag, int, float><<<1, 1>>>(b.lo, 2.0f);
  agent_vshmem<agent_tag, int><<<1, 1>>>(nullptr, b.hi);
  std::printf("%d %d %d\n", outer::inner::one(), category().condition(debug(1)), b.hi);
  return 0;
}
