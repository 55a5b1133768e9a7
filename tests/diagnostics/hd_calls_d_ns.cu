namespace n { __device__ int d() { return 1; } }
__host__ __device__ int hd() { return n::d(); }
