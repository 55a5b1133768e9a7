__device__ int d();
int h() { return d(); }
