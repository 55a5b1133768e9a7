static __global__ void k() {}
void launch() { k<<<1, 1>>>(); }
