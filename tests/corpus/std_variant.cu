// corpus: <variant> next to a kernel and its launch
#include <variant>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  std::variant<int, float> v = *p; (void)std::get<int>(v);
  kernel<<<1, 32>>>(p);
}
