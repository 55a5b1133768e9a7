__device__ int d() { return 1; }
__device__ int e() { return d(); }
