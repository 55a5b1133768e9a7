__device__ int d() { return 1; }
int h() { if (d()) return 1; return 0; }
