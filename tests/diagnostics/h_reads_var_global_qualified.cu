__device__ int v;
int h() { return ::v; }
