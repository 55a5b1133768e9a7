__device__ int d() { return 1; }
__global__ void k(int *o) { *o = d(); }
