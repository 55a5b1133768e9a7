// sweep cluster: "a declaration should come here" -- ggml-cuda norm.cu:293
// (`norm_f32<1024><<<blocks_num, block_dims, block_dims.x > 32 ? 32 * sizeof(float2) : 0,
// stream>>>(...)`). A `>` inside a kernel launch's `<<<...>>>` configuration ends it early in
// cufe; the reference reads it as greater-than (only `>>>` closes the configuration).
__global__ void k(int *p) {}
void f(int *p, int n) {
  k<<<1, n, n > 32 ? 128 : 0>>>(p);
}
