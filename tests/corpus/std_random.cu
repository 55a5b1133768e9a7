// corpus: <random> next to a kernel and its launch
#include <random>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  std::mt19937 g(42); std::uniform_int_distribution<int> d(0, 9); (void)d(g);
  kernel<<<1, 32>>>(p);
}
