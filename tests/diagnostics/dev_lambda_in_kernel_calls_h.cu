void h() {}
__global__ void k() { auto f = [] { h(); }; f(); }
