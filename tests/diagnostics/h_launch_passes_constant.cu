__constant__ float c;
__global__ void k(float) {}
void h() { k<<<1, 1>>>(c); }
