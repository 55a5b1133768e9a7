# 1 "template_kernel.cu"
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
# 1 "template_kernel.cu"
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
# 3 "template_kernel.cu"
template< class T> T 
# 4
clamp_to(T v, T lo, T hi) { return (v < lo) ? lo : ((v > hi) ? hi : v); } 
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

# 6
template< class T, int N> static void 
# 7
__wrapper__device_stub_fill(T *&out, T &value) { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}
#if 0
# 8
{ 
# 9
int i = ((__device_builtin_variable_blockIdx.x) * (N)) + (__device_builtin_variable_threadIdx.x); 
# 10
(out[i]) = clamp_to< T> (value, (T)0, (T)100); 
# 11
} 
#endif

#pragma GCC diagnostic pop

# 6 "template_kernel.cu"
template< class T, int N> static void 
# 7
fill(T *out, T value) 
# 8
{__wrapper__device_stub_fill<T,N>(out,value);
# 11
return;}
#if 0
# 8
{ 
# 9
int i = ((__device_builtin_variable_blockIdx.x) * (N)) + (__device_builtin_variable_threadIdx.x); 
# 10
(out[i]) = clamp_to< T> (value, (T)0, (T)100); 
# 11
} 
#endif
# 13 "template_kernel.cu"
void fill_both(int *a, double *b) 
# 14
{ 
# 15
(__cudaPushCallConfiguration(4, 64)) ? (void)0 : fill< int, 64> (a, 7); 
# 16
(__cudaPushCallConfiguration(2, 32)) ? (void)0 : fill< double, 32> (b, (3.5)); 
# 17
} 
# 19
int host_only_use() { return clamp_to(5, 0, 3); } 

# 1 "input.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__b4652e8e_18_template_kernel_cu_cba314ee
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "input.cudafe1.stub.c"
#include "input.cudafe1.stub.c"
# 1 "input.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
