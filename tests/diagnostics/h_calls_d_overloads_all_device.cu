__device__ int d(int) { return 1; }
__device__ int d(double) { return 2; }
int h() { return d(1); }
