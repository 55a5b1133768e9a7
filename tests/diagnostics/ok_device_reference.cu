__device__ int x;
__device__ int &r = x;
