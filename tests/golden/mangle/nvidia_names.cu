int first_def = 42;
static __global__ void skern(int *p) { *p = 1; }
__global__ void ekern(float *p, int n) { p[n] = 0; }
static __device__ int sdev;
__device__ int edev;
static __constant__ float scoef[4];
namespace {
  __global__ void scale(int *p) { *p *= 2; }
  __device__ int anon_var;
  struct AS { int x; };
  __global__ void takes(AS a) {}
}
namespace ns { static __global__ void nk(double) {} __device__ int nsv; static __device__ int nssv; }
template <typename T> __global__ void tk(T *p) {}
template <typename T> static __global__ void stk(T *p) {}
void host() {
  int *p = 0; float *f = 0;
  skern<<<1,1>>>(p); ekern<<<1,1>>>(f, 1); scale<<<1,1>>>(p); takes<<<1,1>>>(AS{});
  ns::nk<<<1,1>>>(1.0); tk<<<1,1>>>(p); tk<<<1,1>>>(f); stk<<<1,1>>>(p);
  int *q; q = &sdev; q = &anon_var; q = &ns::nssv; q = &edev; float *fq = scoef; (void)fq; (void)q;
}
