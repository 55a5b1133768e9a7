__device__ int x;
__constant__ int &r = x;
