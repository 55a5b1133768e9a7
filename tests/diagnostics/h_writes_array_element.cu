__device__ int a[4];
void h() { a[0] = 1; }
