__device__ int d() { int i = 0; i++; int j = 0; j += 2; return i + j; }
