__device__ int v;
void g(int n);
void h() { g(v); }
