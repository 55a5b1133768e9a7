__host__ __device__ int hd() { return 1; }
__device__ int d() { return hd(); }
