__device__ int f(int) { return 1; }
int f(int, int) { return 2; }
int h() { return f(1, 2); }
