__device__ auto v = 1;
