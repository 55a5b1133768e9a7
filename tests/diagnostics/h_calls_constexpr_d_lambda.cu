constexpr __device__ int d() { return 1; }
void h() { auto l = [] { return d(); }; l(); }
