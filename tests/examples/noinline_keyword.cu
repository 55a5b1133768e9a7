// CUDA's __noinline__ keyword in a unit that includes <memory>, whose libstdc++ spells
// __attribute__((__noinline__)): a macro for the keyword would break it.
#include <memory>
__device__ __noinline__ float f(float x) { return x; }
__global__ void k(float *p) { *p = f(*p); }
int main() { auto q = std::make_unique<int>(3); k<<<1, 1>>>(nullptr); return *q - 3; }
