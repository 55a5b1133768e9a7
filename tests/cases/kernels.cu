// __global__ kernels: plain, static, in namespaces, launch bounds, declarations.
__global__ void k_plain(int *p) { p[0] = 1; }
static __global__ void k_static(int *p) { p[0] = 2; }
namespace ns { __global__ void k_ns(int *p, float f) { p[0] = (int)f; } }
namespace ns { namespace inner { __global__ void k_inner() { } } }
__global__ void __launch_bounds__(128, 2) k_lb(int *p) { p[0] = 3; }
__global__ void k_decl(int *p);
__global__ void k_decl(int *p) { p[0] = 4; }
extern "C" __global__ void k_c(int *p) { p[0] = 5; }
__global__ void k_unnamed(int, float *) { }
__global__ void k_default(int a, int b = 7) { }
__global__ void k_grid_const(const __grid_constant__ int a) { }
void run(int *p) {
    k_plain<<<1, 1>>>(p);
    k_static<<<1, 1>>>(p);
    ns::k_ns<<<1, 1>>>(p, 1.0f);
    ns::inner::k_inner<<<1, 1>>>();
    k_lb<<<1, 128>>>(p);
    k_decl<<<1, 1>>>(p);
    k_c<<<1, 1>>>(p);
    k_default<<<1, 1>>>(1);
}
