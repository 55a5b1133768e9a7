// Calls across execution spaces.
int host_only(int x) { return x + 1; }
__device__ int device_only(int x) { return x * 2; }
__host__ __device__ int both(int x) { return x - 1; }
__device__ int d1(int x) { return host_only(x); }
__global__ void k1(int *p) { *p = host_only(*p) + device_only(*p) + both(*p); }
int h1(int x) { return device_only(x); }
__host__ __device__ int hd1(int x) { return host_only(x) + device_only(x); }
constexpr int cexpr(int x) { return x * 3; }
__device__ int d2(int x) { return cexpr(x); }
__global__ void k2(int *p) { k1<<<1, 1>>>(p); }
void h2(int *p) { k2<<<1, 1>>>(p); d1(3); }
