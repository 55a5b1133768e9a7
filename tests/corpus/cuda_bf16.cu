// corpus: cuda_bf16.h
#include <cuda_bf16.h>

__global__ void scale(__nv_bfloat16 *x, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = __float2bfloat16(__bfloat162float(x[i]) * s);
}

void run(__nv_bfloat16 *x, int n) { scale<<<(n + 255) / 256, 256>>>(x, 0.5f, n); }
