__device__ constexpr int v = 1;
__global__ void k(int *out) { *out = v; }
