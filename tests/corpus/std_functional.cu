// corpus: <functional> next to a kernel and its launch
#include <functional>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  std::function<int(int)> f = [](int x) { return x + 1; }; (void)f(*p);
  kernel<<<1, 32>>>(p);
}
