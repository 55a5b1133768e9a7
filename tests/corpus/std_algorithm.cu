// corpus: <algorithm> next to a kernel and its launch
#include <algorithm>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  int a[4] = {4, 3, 2, 1}; std::sort(a, a + 4); (void)std::find(a, a + 4, *p);
  kernel<<<1, 32>>>(p);
}
