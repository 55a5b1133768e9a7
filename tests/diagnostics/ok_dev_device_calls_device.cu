__device__ int twice(int v) { return 2 * v; }
__global__ void k(int *out) { *out = twice(*out); }
