// corpus: <string> next to a kernel and its launch
#include <string>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  std::string s = std::to_string(*p); s += "x";
  kernel<<<1, 32>>>(p);
}
