__device__ int v;
int h(int v) { return v; }
