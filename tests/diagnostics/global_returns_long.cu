__global__ long k() { return 0; }
