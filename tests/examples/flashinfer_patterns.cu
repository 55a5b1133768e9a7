// Patterns from flashinfer that broke the host compile of cufe's translation:
// - a comparison in an array bound inside template arguments (attention/mla_hopper.cuh:
//   `std::conditional_t<R, T[K > 0 ? K : 1], T[1]>`): g++ ends the argument list at that `>`,
//   so the bound is written parenthesised, as the reference re-prints it;
// - a memory space on a class definition without declarators (comm/trtllm_mnnvl_allreduce.cuh:
//   `__device__ struct __attribute__((aligned(32))) LamportFlags {...}`): it applies to nothing
//   (the reference warns, 1866) and is not written (it is no `static` variable).
#include <type_traits>
template <int K, bool R> struct Storage {
  std::conditional_t<R, float[K > 0 ? K : 1], float[1]> staged;
  float plain[K > 1 ? 2 : 3];
};
Storage<2, true> storage;
template <class T, int N> struct Pair { T t; };
Pair<int[2 > 1 ? 1 : 2], 3> pair;
int table[4];
int pick() { return table[2 > 1] + sizeof(storage.staged); }
template <typename T = float4>
__device__ struct __attribute__((aligned(32))) LamportFlags { T *buffer; int index; };
__device__ struct Flags { int a; };
__device__ int read(LamportFlags<> f, Flags g) { return f.index + g.a; }
__global__ void k(int *p) { LamportFlags<> f{nullptr, 1}; *p = read(f, Flags{2}); }
