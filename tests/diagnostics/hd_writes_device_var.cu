__device__ int v;
__host__ __device__ void hd() { v = 1; }
