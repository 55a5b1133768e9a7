__device__ int v;
int h() { return (int)sizeof(v + 1); }
