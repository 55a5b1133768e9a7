__device__ int v;
int h() { static int s = v; return s; }
