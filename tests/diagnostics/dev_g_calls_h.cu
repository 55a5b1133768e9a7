void h() {}
__global__ void k() { h(); }
