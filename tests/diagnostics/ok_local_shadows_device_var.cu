__device__ int v;
int h() { int v = 2; return v; }
