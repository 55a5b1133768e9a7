__device__ int v;
void h() { while (v) {} }
