__device__ int d() { return 1; }
__host__ int h() { return d(); }
