// corpus: <array> next to a kernel and its launch
#include <array>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  std::array<int, 3> a{1, 2, 3}; (void)a.size();
  kernel<<<1, 32>>>(p);
}
