__device__ int v;
void g(int, long);
void h() { g(1, v); }
