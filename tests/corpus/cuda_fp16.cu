// corpus: cuda_fp16.h
#include <cuda_fp16.h>

__global__ void axpy(__half a, const __half *x, __half *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = __hfma(a, x[i], y[i]);
}

void run(const __half *x, __half *y, int n) { axpy<<<(n + 255) / 256, 256>>>(__float2half(2.0f), x, y, n); }
