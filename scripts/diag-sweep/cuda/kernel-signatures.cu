// Kernel signatures: return types, default arguments, static and member kernels.
__global__ void ok_kernel(int *p, int n) { if (threadIdx.x < n) p[threadIdx.x] = n; }
__global__ int returns_int(int *p) { return *p; }
__global__ void with_default(int *p, int n = 4) { p[0] = n; }
struct S {
  __global__ void member_kernel(int *p);
  static __global__ void static_member_kernel(int *p);
};
static __global__ void file_static_kernel(int *p) { *p = 1; }
__global__ void variadic_kernel(int n, ...) {}
template <typename T> __global__ void tkernel(T *p) { *p = T(); }
template __global__ void tkernel<float>(float *);
void launch(int *p) {
  ok_kernel<<<1, 32>>>(p, 32);
  file_static_kernel<<<1, 1>>>(p);
  tkernel<<<1, 1>>>(p);
}
