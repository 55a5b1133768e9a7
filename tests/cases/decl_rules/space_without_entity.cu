// A CUDA space on a declaration that declares no entity, only a type (flashinfer's
// `__device__ struct ... LamportFlags {...}`): ignored with a warning at the last space (1866),
// once per declaration; in a template declaration the attributes are misplaced (1847).
__device__ struct A { int a; };
__shared__ struct B { int b; };
__constant__ struct C { int c; };
__host__ struct D { int d; };
template <class T> __device__ struct E { T e; };
__device__ enum F { f0 };
__device__ struct G;
__device__ __host__ struct H { int h; };
template <class T> __host__ __device__ struct I { T i; };
