// corpus: <iostream> next to a kernel and its launch
#include <iostream>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  std::cout << *p << std::endl;
  kernel<<<1, 32>>>(p);
}
