// Kernel launches: configurations, arguments, non-kernels.
__global__ void k(int a, float b) {}
template <int N> __global__ void kt(int (&a)[N]) {}
void f() {}
struct Functor { __device__ void operator()() const {} };
void launches() {
  k<<<1, 1>>>(1, 2.0f);
  k<<<dim3(1, 2), dim3(32), 0, 0>>>(1, 2.0f);
  k<<<1, 1>>>(1);
  f<<<1, 1>>>();
  k<<<1>>>(1, 2.0f);
  int arr[4];
  (void)arr;
  cudaStream_t s = 0;
  k<<<1, 1, 128, s>>>(3, 4.0f);
}
