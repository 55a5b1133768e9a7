// A device variable's host-side shadow loses its initializer, so an array whose bound came from
// the initializer gets the bound written out (curand_poisson.h: `static __constant__ double
// __cr_lgamma_table [] = {...};`), as in the reference's output: gcc rejects `static double t[];`.
static __constant__ double tbl[] = { 1.0, 2.0, 3.0 };
__constant__ int tbl2[] = { 1, 2 };
__device__ float arr[] = { 1.f };
__global__ void k(double *o) { *o = tbl[1] + tbl2[0] + arr[0]; }
void run(double *o) { k<<<1, 1>>>(o); }
