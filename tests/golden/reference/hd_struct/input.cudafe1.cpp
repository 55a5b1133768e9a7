# 1 "hd_struct.cu"
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
# 1 "hd_struct.cu"
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
# 3 "hd_struct.cu"
struct Vec2 { 
# 4
float x, y; 
# 5
Vec2(float x_, float y_) : x(x_), y(y_) { } 
# 6
Vec2 operator+(const Vec2 &o) const { return Vec2((x) + (o.x), (y) + (o.y)); } 
# 7
float dot(const Vec2 &o) const { return ((x) * (o.x)) + ((y) * (o.y)); } 
# 8
float lane_scaled() const {int volatile ___ = 1;::exit(___);}
#if 0
# 8
{ return (x) * (__device_builtin_variable_threadIdx.x); } 
#endif
# 9 "hd_struct.cu"
float host_norm2() const { return this->dot(*this); } 
# 10
}; 
# 12
__attribute__((visibility("hidden"))) void shift(Vec2 *pts, Vec2 delta) ;
#if 0
# 13
{ 
# 14
(pts[__device_builtin_variable_threadIdx.x]) = ((pts[__device_builtin_variable_threadIdx.x]) + delta); 
# 15
((pts[__device_builtin_variable_threadIdx.x]).x) = (pts[__device_builtin_variable_threadIdx.x]).lane_scaled(); 
# 16
} 
#endif
# 18 "hd_struct.cu"
float launch_shift(Vec2 *pts) 
# 19
{ 
# 20
Vec2 d((1.0F), (2.0F)); 
# 21
(__cudaPushCallConfiguration(1, 64)) ? (void)0 : shift(pts, d); 
# 22
return d.host_norm2(); 
# 23
} 

# 1 "input.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c7537cef_12_hd_struct_cu_f99559a8
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "input.cudafe1.stub.c"
#include "input.cudafe1.stub.c"
# 1 "input.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
