__device__ int v;
unsigned long h() { return sizeof(v); }
