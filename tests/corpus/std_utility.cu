// corpus: <utility> next to a kernel and its launch
#include <utility>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  auto q = std::make_pair(*p, 2); std::swap(q.first, q.second);
  kernel<<<1, 32>>>(p);
}
