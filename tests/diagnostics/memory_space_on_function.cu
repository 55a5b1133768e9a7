// 1835: memory spaces on functions and typedefs are ignored with a warning (at the attribute)
__constant__ void c();
__shared__ void s();
__managed__ void m() {}
typedef __managed__ int managed_int;
typedef __device__ int device_int;
typedef __shared__ int shared_int;
typedef __constant__ int constant_int;
