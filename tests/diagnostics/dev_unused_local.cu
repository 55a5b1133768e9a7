__device__ void d() { int x; }
