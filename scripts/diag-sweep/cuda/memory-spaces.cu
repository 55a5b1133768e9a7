// Memory-space qualifiers on variables.
__device__ int dev_var = 1;
__constant__ int const_var = 2;
__shared__ int shared_at_file_scope;
__managed__ int managed_var = 3;
struct NonTrivial { NonTrivial() {} int v; };
__device__ NonTrivial dev_nontrivial;
__device__ int dev_dynamic = dev_var + 1;
__global__ void k(int *p) {
  __shared__ int tile[32];
  __shared__ int init_shared = 4;
  static __device__ int local_static_device;
  __constant__ int local_constant = 1;
  tile[threadIdx.x] = *p + dev_var + const_var + managed_var;
  *p = tile[0] + init_shared;
}
void h() {
  __shared__ int host_shared;
  int x = dev_var;
  (void)x; (void)host_shared;
}
