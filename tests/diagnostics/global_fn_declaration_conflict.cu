// 3608: __global__ with __host__ or __device__ on a declaration (at the later attribute)
__device__ __global__ void a();
__global__ __host__ void b();
__global__ __device__ void c() {}
__host__ __device__ void ok();
