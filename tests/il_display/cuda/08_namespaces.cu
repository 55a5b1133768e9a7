namespace gpu {
  __device__ int scale = 2;
  __device__ int scaled(int v) { return v * scale; }
  __global__ void kern(int *p) { p[0] = scaled(p[0]); }
}
namespace { __constant__ int hidden_const = 5; __global__ void hidden_kernel(int *p) { p[0] = hidden_const; } }
void call_all(int *p) { gpu::kern<<<1, 1>>>(p); hidden_kernel<<<1, 1>>>(p); }
