namespace n { __device__ int v; }
int h() { return n::v; }
