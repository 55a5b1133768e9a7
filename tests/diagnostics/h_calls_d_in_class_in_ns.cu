namespace n { __device__ int d() { return 1; } struct S { int m() { return d(); } }; }
