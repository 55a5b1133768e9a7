static __device__ int d() { return 1; }
int h() { return d(); }
