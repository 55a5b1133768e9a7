// 3829: __grid_constant__ on a parameter of a function that is not __global__ (at its name);
// not on a function-pointer parameter's parameter
struct S {};
void non_kernel(__grid_constant__ const S arg) {}
__device__ void dev(int a, __grid_constant__ const int b);
template <class T> void tmpl(__grid_constant__ const T t) {}
struct M { void m(__grid_constant__ const int x); };
__global__ void k(__grid_constant__ const int x) {}
void fp(void (*f)(__grid_constant__ const int));
