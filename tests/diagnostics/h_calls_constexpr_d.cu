__device__ constexpr int d() { return 1; }
int h() { return d(); }
