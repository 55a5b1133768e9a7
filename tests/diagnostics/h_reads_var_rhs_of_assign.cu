__device__ int v;
int g;
void h() { g = v; }
