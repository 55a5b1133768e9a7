__global__ void k() {}
void h() { auto l = [] { k(); }; l(); }
