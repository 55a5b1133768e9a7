const int hc = 3;
constexpr int hce = 4;
__device__ int d() { return hc + hce; }
