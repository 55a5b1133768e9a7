__device__ int d() { return 1; }
void h() { int x = d(); (void)x; }
