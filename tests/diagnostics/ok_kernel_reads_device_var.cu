__device__ int v;
__global__ void k(int *o) { *o = v; }
