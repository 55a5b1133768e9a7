// corpus: <chrono> next to a kernel and its launch
#include <chrono>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  auto t0 = std::chrono::steady_clock::now(); (void)(std::chrono::steady_clock::now() - t0).count();
  kernel<<<1, 32>>>(p);
}
