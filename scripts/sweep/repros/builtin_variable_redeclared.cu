// sweep cluster: "this declaration conflicts with "dim3 const blockDim"" -- cuRAND
// curand_mtgp32_kernel.h:123 (`extern const dim3 blockDim;`), through mathdx curanddx.hpp. A
// redeclaration, outside `extern "C"`, of a `__device_builtin__` variable declared inside one.
// (With the real runtime the plain `extern const dim3 blockDim;` is enough.)
struct __attribute__((device_builtin)) D3 { unsigned x, y, z; };
extern "C" { D3 __attribute__((device_builtin)) extern const bd; }
extern const D3 bd;
