__device__ int d() { return 1; }
__global__ void k(int *o) { auto l = [] { return d(); }; *o = l(); }
