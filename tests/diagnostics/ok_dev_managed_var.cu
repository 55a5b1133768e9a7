__managed__ int m;
__device__ int d() { return m; }
