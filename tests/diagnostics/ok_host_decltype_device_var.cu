__device__ int v;
void h() { decltype(v) x = 0; (void)x; }
