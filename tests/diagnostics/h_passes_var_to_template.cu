__device__ int v;
template<class T> void g(T);
void h() { g(v); }
