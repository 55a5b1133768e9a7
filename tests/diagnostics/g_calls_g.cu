__global__ void k() {}
__global__ void k2() { k(); }
