// launch_bounds, grid_constant, inline/noinline, restrict, and misplaced attributes.
__global__ void __launch_bounds__(256, 2) kb(int *p) { *p = 0; }
__global__ void __launch_bounds__(-1) kneg(int *p) {}
__device__ void __launch_bounds__(128) not_a_kernel() {}
__global__ void kgc(const __grid_constant__ int x, int *p) { *p = x; }
__global__ void kgc_bad(__grid_constant__ int x) {}
__device__ __noinline__ int ni(int x) { return x; }
__device__ __forceinline__ int fi(int x) { return x; }
__global__ void kr(int *__restrict__ a, const int *__restrict__ b) { *a = ni(*b) + fi(*b); }
__host__ __global__ void both_host_global() {}
__device__ __global__ void both_device_global() {}
int __device__ *wrong_place;
