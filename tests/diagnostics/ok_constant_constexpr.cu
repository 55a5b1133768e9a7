__constant__ constexpr int c = 3;
__global__ void k(int *out) { *out = c; }
