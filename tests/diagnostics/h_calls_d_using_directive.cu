namespace n { __device__ int d() { return 1; } }
using namespace n;
int h() { return d(); }
