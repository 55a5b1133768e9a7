__device__ int v;
long h() { return static_cast<long>(v); }
