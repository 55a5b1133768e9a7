__global__ void k() {}
template<class T> void h(T) { k(); }
