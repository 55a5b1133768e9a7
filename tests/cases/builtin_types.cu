// __device_builtin__ types and builtin variables in host/device code.
struct __device_builtin__ my_vec { int x, y; };
typedef __device_builtin__ struct my_vec my_vec_t;
__host__ __device__ unsigned tid() { return threadIdx.x + blockIdx.y * blockDim.z + gridDim.x + warpSize; }
__device__ uint3 whole() { return threadIdx; }
int host_only() { my_vec v{1, 2}; return v.x; }
