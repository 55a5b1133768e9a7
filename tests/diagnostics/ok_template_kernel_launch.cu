template<class T> __global__ void k(T) {}
void h() { k<<<1, 1>>>(1); }
