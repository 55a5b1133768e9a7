__device__ int v;
int x = v;
