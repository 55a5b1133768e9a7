// corpus: <memory> next to a kernel and its launch
#include <memory>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  auto u = std::make_unique<int>(*p); auto s = std::make_shared<int>(*u);
  kernel<<<1, 32>>>(p);
}
