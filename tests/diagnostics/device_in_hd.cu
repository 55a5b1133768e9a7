__host__ __device__ void hd() { static __device__ int v; }
