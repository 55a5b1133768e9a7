// Host reference arrays (-rdc=true): kernels and device/constant/managed variables with
// internal and external linkage, in a namespace, a kernel template, and ones host code never names.
extern __device__ int ext_var;
__device__ int def_var = 3;
static __device__ int st_var;
__constant__ int cst[2];
static __constant__ int scst[2];
static __managed__ int smg = 2;
namespace ns { __device__ float nv; __global__ void nk(int *p) { *p = 1; } }
static __global__ void sk(int *p) { *p = ext_var + st_var + scst[0]; }
template <typename T> __global__ void tk(T *p) { *p = 0; }
__global__ void unused_k() {}
void host(int *p) {
  sk<<<1,1>>>(p); ns::nk<<<1,1>>>(p); tk<<<1,1>>>(p); tk<float><<<1,1>>>((float*)p);
  const void *a = &ext_var; a = &def_var; a = &st_var; a = cst; a = scst; a = &ns::nv; (void)a; smg = 3;
}
// `const` device variables have internal linkage unless `extern`.
const __device__ int d_const = 7;
extern const __device__ int d_econst;
const __constant__ int c_const[2] = {1, 2};
void host_const() { const void *a = &d_const; a = &d_econst; a = c_const; (void)a; }
