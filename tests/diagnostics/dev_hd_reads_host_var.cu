int hv;
__host__ __device__ int hd() { return hv; }
