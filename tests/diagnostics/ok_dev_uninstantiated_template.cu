void h();
template <class T> __device__ void t(T) { h(); }
