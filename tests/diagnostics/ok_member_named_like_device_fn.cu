__device__ int d() { return 1; }
struct S { int d() { return 2; } int m() { return d(); } };
