// corpus: <atomic> next to a kernel and its launch
#include <atomic>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  std::atomic<int> a{0}; a.fetch_add(*p);
  kernel<<<1, 32>>>(p);
}
