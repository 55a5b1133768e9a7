namespace n { __device__ int v; }
void h() { n::v = 1; }
