// 3612: a memory space on the definition of a static data member, out of its class too
struct B { __device__ static int p; static int q; };
__device__ int B::p = 1;
__device__ int B::q = 2;
namespace N { extern int r; }
__device__ int N::r = 3;
