// corpus: <set> next to a kernel and its launch
#include <set>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  std::set<int> s{3, 1, 2}; (void)s.count(*p);
  kernel<<<1, 32>>>(p);
}
