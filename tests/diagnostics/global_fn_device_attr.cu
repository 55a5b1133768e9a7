__device__ __global__ void k() {}
