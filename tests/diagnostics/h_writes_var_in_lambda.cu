__device__ int v;
void h() { auto l = [] { v = 2; }; l(); }
