__device__ int d(int x) { return x; }
int h() { return d(3); }
