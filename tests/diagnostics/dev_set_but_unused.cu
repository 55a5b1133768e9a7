__device__ void d() { int x; x = 2; }
