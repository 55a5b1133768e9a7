__device__ int v;
long h() { return (long)v; }
