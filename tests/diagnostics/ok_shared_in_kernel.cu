__global__ void k(int *out) { __shared__ int s; s = 1; *out = s; }
