__device__ int d() { return 1; }
inline int h() { return d(); }
