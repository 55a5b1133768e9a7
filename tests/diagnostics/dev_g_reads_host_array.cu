int ha[4];
__global__ void k(int *out) { *out = ha[1]; }
