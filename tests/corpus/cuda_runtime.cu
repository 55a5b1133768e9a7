// corpus: cuda_runtime.h alone (nvcc force-includes it)
__global__ void kernel(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 2.0f * in[i];
}

int main() {
  float *in = nullptr, *out = nullptr;
  cudaMalloc(&in, 256 * sizeof(float));
  cudaMalloc(&out, 256 * sizeof(float));
  kernel<<<1, 256>>>(out, in, 256);
  cudaDeviceSynchronize();
  cudaFree(in);
  cudaFree(out);
}
