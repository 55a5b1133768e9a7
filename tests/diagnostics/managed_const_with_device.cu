__device__ __managed__ const int m = 1;
