// Anonymous namespaces: first, second, nested, with kernels and variables.
namespace { int a1 = 1; __device__ int dv; }
namespace { __global__ void k_anon(int *p) { p[0] = dv; } }
namespace outer { namespace { int a2 = 2; } }
namespace { namespace { int a3 = 3; } }
void run(int *p) { k_anon<<<1, 1>>>(p); (void)a1; (void)outer::a2; }
