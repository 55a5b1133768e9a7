__host__ __device__ float square(float x) { return x * x; }
__device__ float cube(float x) { return x * square(x); }
__host__ float host_fn(float x) { return square(x) + 1.0f; }
float plain(float x) { return x; }
__global__ void kern3(float *p) { p[0] = cube(p[0]); }
