struct S { __device__ int v; };
