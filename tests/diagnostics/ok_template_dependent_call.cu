__device__ int d(int) { return 1; }
template<class T> int h(T t) { return d(t); }
int u() { return h(1); }
