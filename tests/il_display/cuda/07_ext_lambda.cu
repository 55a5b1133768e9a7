// cudafe-ref-flags: --extended-lambda
template <typename F> __global__ void apply(F f, float *p) { p[threadIdx.x] = f(p[threadIdx.x]); }
void run_lambdas(int k, float *p) {
  auto dev = [=] __device__ (float v) { return v * k; };
  auto hd = [=] __host__ __device__ (float v) { return v + k; };
  apply<<<1, 32>>>(dev, p);
  apply<<<1, 32>>>(hd, p);
}
