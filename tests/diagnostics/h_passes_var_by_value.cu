__device__ int v;
__global__ void k(int) {}
void h() { k<<<1, 1>>>(v); }
