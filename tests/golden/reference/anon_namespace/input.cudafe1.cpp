# 1 "anon_namespace.cu"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"

#pragma GCC diagnostic ignored "-Wunused-but-set-variable"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
# 1 "<built-in>"
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1 "anon_namespace.cu"
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 56 "/work/shared/reference/prelude.h"
typedef unsigned long size_t; 
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
# 57
#if 0
# 57
struct uint3 { unsigned x, y, z; }; 
#endif
# 58 "/work/shared/reference/prelude.h"
#if 0
typedef uint3 
# 58
uint3; 
#endif
# 59 "/work/shared/reference/prelude.h"
#if 0
# 59
struct dim3 { 
# 60
unsigned x, y, z; 
# 65
}; 
#endif
# 66 "/work/shared/reference/prelude.h"
#if 0
typedef dim3 
# 66
dim3; 
#endif
# 67 "/work/shared/reference/prelude.h"
#if 0
typedef 
# 67
enum cudaError { cudaSuccess} cudaError_t; 
#endif
# 68 "/work/shared/reference/prelude.h"
#if 0
typedef struct CUstream_st *
# 68
cudaStream_t; 
#endif
# 71 "/work/shared/reference/prelude.h"
extern "C" {
# 72
extern const uint3 __device_builtin_variable_threadIdx; 
# 73
extern const uint3 __device_builtin_variable_blockIdx; 
# 74
extern const dim3 __device_builtin_variable_blockDim; 
# 75
extern const dim3 __device_builtin_variable_gridDim; 
# 76
extern const int __device_builtin_variable_warpSize; 
# 77
}
# 81
extern "C" unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, CUstream_st * stream = 0); 
# 83
extern "C" cudaError_t cudaLaunchKernel(const void * func, dim3 gridDim, dim3 blockDim, void ** args, size_t sharedMem, cudaStream_t stream); 
# 96 "/work/shared/reference/prelude.h"
__attribute__((unused)) static inline int atomicAdd(int *address, int val) {int volatile ___ = 1;(void)address;(void)val;::exit(___);}
#if 0
# 96
{ return 0; } 
#endif
# 97 "/work/shared/reference/prelude.h"
__attribute__((unused)) static inline float atomicAdd(float *address, float val) {int volatile ___ = 1;(void)address;(void)val;::exit(___);}
#if 0
# 97
{ return 0; } 
#endif
# 2 "anon_namespace.cu"
namespace _GLOBAL__N__4748c3fb_17_anon_namespace_cu_333c08ee __attribute__((visibility("hidden")))  { }; using namespace ::_GLOBAL__N__4748c3fb_17_anon_namespace_cu_333c08ee; 
#pragma GCC diagnostic ignored "-Wattributes"
namespace _GLOBAL__N__4748c3fb_17_anon_namespace_cu_333c08ee __attribute__((visibility("hidden")))  { 
# 3
__attribute__((unused)) int twice(int v) {int volatile ___ = 1;(void)v;::exit(___);}
#if 0
# 3
{ return 2 * v; } 
#endif
# 4 "anon_namespace.cu"
void scale(int *p) ;
#if 0
# 4
{ (p[__device_builtin_variable_threadIdx.x]) = twice(p[__device_builtin_variable_threadIdx.x]); } 
#endif
# 5 "anon_namespace.cu"
int host_helper(int v) { return v + 1; } 
# 6
}
# 8
namespace lib { 
# 9
__attribute__((visibility("hidden"))) void reset(int *p) ;
#if 0
# 9
{ (p[__device_builtin_variable_threadIdx.x]) = 0; } 
#endif
# 10 "anon_namespace.cu"
}
# 12
void launch_all(int *p) 
# 13
{ 
# 14
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : scale(p); 
# 15
(__cudaPushCallConfiguration(1, 32)) ? (void)0 : lib::reset(p); 
# 16
(void)host_helper(1); 
# 17
} 

# 1 "input.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__4748c3fb_17_anon_namespace_cu_333c08ee
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "input.cudafe1.stub.c"
#include "input.cudafe1.stub.c"
# 1 "input.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
