// corpus: <cstdlib> next to a kernel and its launch
#include <cstdlib>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  std::abort();
  kernel<<<1, 32>>>(p);
}
