__device__ int v;
void h() { auto l = [] { return v; }; l(); }
