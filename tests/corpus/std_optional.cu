// corpus: <optional> next to a kernel and its launch
#include <optional>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  std::optional<int> o = *p; (void)o.value_or(0);
  kernel<<<1, 32>>>(p);
}
