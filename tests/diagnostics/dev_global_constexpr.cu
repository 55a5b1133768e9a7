constexpr __global__ void k() {}
