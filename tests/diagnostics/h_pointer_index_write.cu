__device__ int *p;
void h() { p[0] = 1; }
