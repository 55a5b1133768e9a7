// corpus: <mutex> next to a kernel and its launch
#include <mutex>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  std::mutex m; std::lock_guard<std::mutex> g(m);
  kernel<<<1, 32>>>(p);
}
