__device__ __shared__ int s;
__global__ void k() { s = 1; }
