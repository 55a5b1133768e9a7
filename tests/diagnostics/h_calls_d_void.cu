__device__ void d() {}
void h() { d(); }
