// A valid CUDA program: nothing should be reported.
#include <cstdio>
#include <vector>
namespace ns {
template <typename T, int N> struct Vec {
  T data[N];
  __host__ __device__ T &operator[](int i) { return data[i]; }
  __host__ __device__ const T &operator[](int i) const { return data[i]; }
};
}
template <typename T, int N>
__global__ void saxpy(T a, const ns::Vec<T, N> *x, ns::Vec<T, N> *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N) (*y)[i] = a * (*x)[i] + (*y)[i];
}
__device__ __constant__ float scale = 2.0f;
__global__ void reduce(const float *in, float *out, int n) {
  extern __shared__ float buf[];
  unsigned t = threadIdx.x;
  buf[t] = t < n ? in[t] * scale : 0.0f;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s) buf[t] += buf[t + s];
    __syncthreads();
  }
  if (t == 0) atomicAdd(out, buf[0]);
}
int main() {
  std::vector<float> h(256, 1.0f);
  float *d_in = nullptr, *d_out = nullptr;
  cudaMalloc(&d_in, h.size() * sizeof(float));
  cudaMalloc(&d_out, sizeof(float));
  cudaMemcpy(d_in, h.data(), h.size() * sizeof(float), cudaMemcpyHostToDevice);
  reduce<<<1, 256, 256 * sizeof(float)>>>(d_in, d_out, 256);
  ns::Vec<float, 4> *x = nullptr, *y = nullptr;
  saxpy<<<1, 4>>>(2.0f, x, y);
  float r = 0;
  cudaMemcpy(&r, d_out, sizeof(float), cudaMemcpyDeviceToHost);
  std::printf("%f\n", r);
  cudaFree(d_in);
  cudaFree(d_out);
}
