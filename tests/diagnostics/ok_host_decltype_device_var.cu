__device__ int v;
int h() { decltype(v) x = 0; return x; }
