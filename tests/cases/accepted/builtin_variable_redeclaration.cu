// mode: full
// A host-side redeclaration of a CUDA builtin variable matches the header's declaration (curand_mtgp32_kernel.h: `extern const dim3 blockDim;`).
#include <cuda_runtime.h>
extern const dim3 blockDim;
extern const uint3 threadIdx;
