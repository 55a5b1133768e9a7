__device__ int d() { return 1; }
namespace n { int h() { return d(); } }
