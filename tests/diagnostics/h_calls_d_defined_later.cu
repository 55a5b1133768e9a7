__device__ int d();
int h() { return d(); }
__device__ int d() { return 2; }
