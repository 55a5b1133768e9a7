__device__ int v;
void h() { ++v; }
