__device__ int v;
int h() { if (v) return 1; return 0; }
