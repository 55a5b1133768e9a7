struct S { int a; __device__ int b; };
