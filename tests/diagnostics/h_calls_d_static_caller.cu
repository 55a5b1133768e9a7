__device__ int d() { return 1; }
static int h() { return d(); }
