__device__ int a[4];
int h() { return a[1]; }
