__device__ int d() { return 1; }
namespace { int h() { return d(); } }
