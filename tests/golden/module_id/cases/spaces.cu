__shared__ int s;
__device__ int d;
__constant__ int c;
__managed__ int m;
int later = 1;
