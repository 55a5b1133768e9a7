__device__ int v;
__device__ void d() { v = 1; }
