void h() {}
template <class T> __device__ void t(T) { h(); }
__global__ void k() { t(1); }
