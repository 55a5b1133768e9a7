// corpus: <map> next to a kernel and its launch
#include <map>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  std::map<int, int> m; m[*p] = 1;
  kernel<<<1, 32>>>(p);
}
