// A device array passed to a deduced by-value parameter decays to a pointer: no read.
__device__ int a[4];
template<class T> void g(T);
void h() { g(a); }
