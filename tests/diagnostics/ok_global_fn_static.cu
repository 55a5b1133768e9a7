static __global__ void k() {}
