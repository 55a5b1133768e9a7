void h() {}
__device__ void d() { h(); }
