__device__ void d();
__device__ void e() { d<<<1, 1>>>(); }
