// corpus: <cmath> next to a kernel and its launch
#include <cmath>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  std::printf("%f\n", std::sqrt(2.0));
  kernel<<<1, 32>>>(p);
}
