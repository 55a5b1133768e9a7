__host__ __device__ void hd() { __syncthreads(); }
