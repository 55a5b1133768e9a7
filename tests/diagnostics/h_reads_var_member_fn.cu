__device__ int v;
struct S { int m() { return v; } };
