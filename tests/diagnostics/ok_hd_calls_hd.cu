__host__ __device__ int a() { return 1; }
__host__ __device__ int b() { return a(); }
