// Inside a kernel launch's `<<<...>>>` only `>>>` closes the configuration: a `>` there is greater-than (ggml-cuda norm.cu: `norm_f32<1024><<<blocks, dims, dims.x > 32 ? 32 * sizeof(float) : 0, stream>>>(...)`).
template <int N> __global__ void k(int *p) {}
__global__ void g(int *p) {}
template <int A, int B> struct S { static const int v = A > B ? A : B; };
void f(int *p, int n, dim3 dims) {
  k<1024><<<1, dims, dims.x > 32 ? 32 * sizeof(float) : 0, 0>>>(p);
  g<<<n > 2 ? 2 : 1, (n > 3)>>>(p);
  g<<<S<1, 2>::v, n >> 1>>>(p);
}
