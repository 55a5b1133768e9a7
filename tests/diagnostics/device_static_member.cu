struct S { static __device__ int v; };
