__global__ int v;
