template<class T> void h(T) { __shared__ int s; }
