__device__ int d() { return 1; }
__device__ __host__ int hd() { return d(); }
