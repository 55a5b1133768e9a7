__device__ int d() { return 1; }
void h() { for (int i = 0; i < d(); ++i) {} }
