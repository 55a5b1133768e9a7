__device__ int v;
int h(int x) { return x + v; }
