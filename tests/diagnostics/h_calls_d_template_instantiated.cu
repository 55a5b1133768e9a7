__device__ int d() { return 1; }
template<class T> int h(T) { return d(); }
int u() { return h(1); }
