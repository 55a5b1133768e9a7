// corpus: <thread> next to a kernel and its launch
#include <thread>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  std::thread t([] {}); t.join();
  kernel<<<1, 32>>>(p);
}
