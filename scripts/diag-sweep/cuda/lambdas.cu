// std: c++17
// Lambdas in host and device code (no --extended-lambda).
template <typename F> __global__ void apply(F f, int *p) { *p = f(*p); }
__device__ int dev_use(int x) {
  auto sq = [](int v) { return v * v; };
  return sq(x);
}
void host_launch(int *p) {
  auto l = [] __device__ (int v) { return v + 1; };
  apply<<<1, 1>>>(l, p);
  auto h = [](int v) { return v; };
  (void)h(1);
}
__global__ void k(int *p) {
  auto cap = [=] { return *p; };
  *p = cap();
}
