// corpus: <complex> next to a kernel and its launch
#include <complex>

__global__ void kernel(int *p) { p[threadIdx.x] = blockIdx.x; }

void use(int *p) {
  std::complex<double> c(1.0, 2.0); (void)std::abs(c);
  kernel<<<1, 32>>>(p);
}
