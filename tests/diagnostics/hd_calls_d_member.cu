__device__ int d() { return 1; }
struct S { __host__ __device__ int m() { return d(); } };
