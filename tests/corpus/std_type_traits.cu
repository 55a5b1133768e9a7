// corpus: <type_traits> next to a kernel and its launch
#include <type_traits>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  static_assert(std::is_same_v<std::remove_cv_t<const int>, int>, "");
  kernel<<<1, 32>>>(p);
}
