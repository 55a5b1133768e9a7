__device__ int d() { return 1; }
int g(int);
int h() { return g(d()); }
