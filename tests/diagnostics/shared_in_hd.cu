__host__ __device__ void hd() { __shared__ int s; }
