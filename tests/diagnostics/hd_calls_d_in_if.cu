__device__ int d() { return 1; }
__host__ __device__ int hd(int x) { if (x) return d(); return 0; }
