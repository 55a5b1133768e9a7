__global__ void k() { static __shared__ int s = 0; }
