__device__ int v;
int a[4];
int h() { return a[v]; }
