__device__ __constant__ int both_spaces = 1;
static __device__ int static_dev;
extern __device__ int extern_dev;
__global__ void empty_kernel() {}
__device__ __forceinline__ int inl(int a) { return a + 1; }
__host__ __device__ inline int hd_inline(int a) { return a - 1; }
__global__ void k2(int *p) { p[0] = inl(static_dev) + hd_inline(both_spaces); }
void host_call() { empty_kernel<<<1, 1>>>(); }
