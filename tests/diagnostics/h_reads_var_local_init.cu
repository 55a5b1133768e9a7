__device__ int v;
void h() { int x = v; (void)x; }
