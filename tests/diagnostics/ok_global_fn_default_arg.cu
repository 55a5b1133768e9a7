__global__ void k(int x = 1) {}
