void h(int n) { __device__ int a[n]; }
