// corpus: <unordered_map> next to a kernel and its launch
#include <unordered_map>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  std::unordered_map<int, int> m; m.emplace(*p, 1);
  kernel<<<1, 32>>>(p);
}
