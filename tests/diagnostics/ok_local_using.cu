__device__ int d() { return 1; }
namespace n { int d(int); }
int h() { using n::d; return d(1); }
