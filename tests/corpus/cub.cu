// corpus: cub BlockReduce in a kernel and DeviceReduce from the host
#include <cub/cub.cuh>

template <int BLOCK>
__global__ void block_sum(const int *in, int *out) {
  using BlockReduce = cub::BlockReduce<int, BLOCK>;
  __shared__ typename BlockReduce::TempStorage temp;
  int v = in[blockIdx.x * BLOCK + threadIdx.x];
  int sum = BlockReduce(temp).Sum(v);
  if (threadIdx.x == 0) out[blockIdx.x] = sum;
}

void run(const int *in, int *out, int *total, int n) {
  block_sum<128><<<n / 128, 128>>>(in, out);
  void *scratch = nullptr;
  size_t bytes = 0;
  cub::DeviceReduce::Sum(scratch, bytes, out, total, n / 128);
  cudaMalloc(&scratch, bytes);
  cub::DeviceReduce::Sum(scratch, bytes, out, total, n / 128);
  cudaFree(scratch);
}
