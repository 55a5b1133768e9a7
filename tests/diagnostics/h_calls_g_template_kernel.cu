template<class T> __global__ void k(T) {}
void h() { k<int>(1); }
