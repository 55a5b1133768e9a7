__global__ void k() {}
__device__ void d() { k<<<1, 1>>>(); }
