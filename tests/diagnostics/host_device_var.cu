__host__ __device__ int v;
