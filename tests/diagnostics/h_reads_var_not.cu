__device__ int v;
bool h() { return !v; }
