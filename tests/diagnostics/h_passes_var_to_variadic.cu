__device__ int v;
extern "C" int printf(const char *, ...);
void h() { printf("%d", v); }
