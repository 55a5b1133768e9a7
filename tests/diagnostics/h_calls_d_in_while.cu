__device__ int d() { return 1; }
void h() { while (d()) {} }
