// corpus: <limits> next to a kernel and its launch
#include <limits>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  (void)std::numeric_limits<int>::max();
  kernel<<<1, 32>>>(p);
}
