__device__ int *p;
int h() { return *p; }
