__device__ int d() { return 1; }
void h() { auto l = [] { auto m = [] { return d(); }; return m(); }; l(); }
