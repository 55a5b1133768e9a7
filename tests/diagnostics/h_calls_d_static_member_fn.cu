__device__ int d() { return 1; }
struct S { static int m() { return d(); } };
