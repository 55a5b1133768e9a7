// corpus: <tuple> next to a kernel and its launch
#include <tuple>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  auto t = std::make_tuple(*p, 1.0, "x"); (void)std::get<0>(t);
  kernel<<<1, 32>>>(p);
}
