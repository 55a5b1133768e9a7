void h() {}
__global__ void k() { h<<<1, 1>>>(); }
