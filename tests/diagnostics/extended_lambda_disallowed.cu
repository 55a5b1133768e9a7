template <typename F> void use(F f) { (void)f; }
void h() {
  use([] __device__ (int v) { return v; });
  use([] __host__ __device__ (int v) { return v; });
  use([=] __device__ { return 1; });
  use([] (int v) { return v; });
}
template <typename T> void th() { use([] __device__ (T v) { return v; }); }
