// corpus: <cstdio> next to a kernel and its launch
#include <cstdio>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  std::printf("%d\n", *p);
  kernel<<<1, 32>>>(p);
}
