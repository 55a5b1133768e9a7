// corpus: <vector> next to a kernel and its launch
#include <vector>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  std::vector<int> v(4, *p); v.push_back(1);
  kernel<<<1, 32>>>(p);
}
