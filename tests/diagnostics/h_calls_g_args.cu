__global__ void k(int) {}
void h() { k(1); }
