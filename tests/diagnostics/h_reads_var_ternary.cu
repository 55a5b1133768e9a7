__device__ int v;
int h(bool b) { return b ? v : 0; }
