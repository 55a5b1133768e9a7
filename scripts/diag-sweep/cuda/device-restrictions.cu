// Things device code may not do: exceptions, RTTI, variadics, static locals of class type.
#include <typeinfo>
struct A { virtual ~A() {} };
__device__ void throws() { throw 1; }
__device__ void tries() { try { } catch (...) { } }
__device__ const char *rtti(A *a) { return typeid(*a).name(); }
__device__ A *dc(A *a) { return dynamic_cast<A *>(a); }
__device__ int va(int n, ...) { return n; }
struct C { C() {} };
__device__ void static_local() { static C c; static int i = 1; (void)i; }
__global__ void k() { int *p = new int(3); delete p; }
__device__ void recursion(int n) { if (n) recursion(n - 1); }
__device__ void vla(int n) { int a[n]; a[0] = 1; }
