// corpus: <cmath> next to a kernel and its launch
#include <cmath>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  volatile double r = std::sqrt(2.0) + std::pow(double(*p), 2.0); (void)r;
  kernel<<<1, 32>>>(p);
}
