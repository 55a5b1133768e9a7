void h() {}
template <class T> __host__ __device__ void t(T) { h(); }
__global__ void k() { t(1); }
