static __global__ void sk() {}
