void h();
struct S { __device__ void dm() { h(); } };
