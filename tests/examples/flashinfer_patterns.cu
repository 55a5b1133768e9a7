// Patterns from flashinfer that broke the host compile of cufe's translation:
// - a comparison in an array bound inside template arguments (attention/mla_hopper.cuh:
//   `std::conditional_t<R, T[K > 0 ? K : 1], T[1]>`): g++ ends the argument list at that `>`,
//   so the bound is written parenthesised, as the reference re-prints it;
// (A memory space on a class definition without declarators, comm/trtllm_mnnvl_allreduce.cuh, is
// tested in host_translation.rs: the reference warns there, and examples are warning-free.)
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
__global__ void k(int *p) { *p = 1; }
