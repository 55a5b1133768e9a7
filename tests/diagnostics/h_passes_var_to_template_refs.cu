// A device variable bound to a deduced reference parameter is not read; a deduced by-value
// parameter copies it (a read, like a built-in by-value parameter).
__device__ int v;
template<class T> void by_ref(T &);
template<class T> void by_const_ref(const T &);
template<class T> void forwarding(T &&);
template<class T> void mixed(T, int);
void h() { by_ref(v); by_const_ref(v); forwarding(v); mixed(v, v); }
