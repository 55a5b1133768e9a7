// corpus: <numeric> next to a kernel and its launch
#include <numeric>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  int a[4] = {1, 2, 3, 4}; (void)std::accumulate(a, a + 4, 0);
  kernel<<<1, 32>>>(p);
}
