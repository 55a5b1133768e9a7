// corpus: <sstream> next to a kernel and its launch
#include <sstream>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  std::ostringstream s; s << *p; (void)s.str();
  kernel<<<1, 32>>>(p);
}
