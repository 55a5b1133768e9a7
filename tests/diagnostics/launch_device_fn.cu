__device__ void d();
void g() { d<<<1, 1>>>(); }
