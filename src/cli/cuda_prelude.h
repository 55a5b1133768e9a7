/* cuda_prelude.h -- cufe's built-in stand-in for cuda_runtime.h.
 *
 * `cufe check/build/il/xref x.cu` force-include this file when no --cuda-path is given, so
 * that small CUDA programs can be checked and translated without a CUDA installation.
 * It is cufe's own text. It spells the CUDA keywords the way nvcc's headers do for a GNU
 * host compiler with __CUDACC__ defined: every execution/memory space is a GNU attribute
 * (`__global__` -> `__attribute__((global))`), which is the form the front end sees in
 * nvcc's preprocessed input. Types and variables the runtime marks `__device_builtin__`
 * (uint3, dim3, threadIdx, ...) are marked the same way, because the host translation
 * treats them specially. Launches `k<<<g, b, s, st>>>(...)` are translated into calls of
 * __cudaPushCallConfiguration, so it must be declared; template-kernel stubs call
 * cudaLaunchKernel. With --cuda-path the real cuda_runtime.h is used instead.
 */
#ifndef CUFE_CUDA_PRELUDE_H
#define CUFE_CUDA_PRELUDE_H

/* ---- execution and memory spaces, function qualifiers ---- */
#define __cufe_attr(a) __attribute__((a))
#define __host__ __cufe_attr(host)
#define __device__ __cufe_attr(device)
#define __global__ __cufe_attr(global)
#define __shared__ __cufe_attr(shared)
#define __constant__ __cufe_attr(constant)
#define __managed__ __cufe_attr(managed)
#define __grid_constant__ __cufe_attr(grid_constant)
#define __nv_pure__ __cufe_attr(nv_pure)
#define __device_builtin__ __cufe_attr(device_builtin)
#define __device_builtin_texture_type__ __cufe_attr(device_builtin_texture_type)
#define __device_builtin_surface_type__ __cufe_attr(device_builtin_surface_type)
#define __cudart_builtin__ __cufe_attr(cudart_builtin)
#define __launch_bounds__(...) __cufe_attr(launch_bounds(__VA_ARGS__))
#define __cluster_dims__(...) __cufe_attr(cluster_dims(__VA_ARGS__))
#define __maxnreg__(n) __cufe_attr(maxnreg(n))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __inline_hint__ __cufe_attr(nv_inline_hint)
#define __no_return__ __attribute__((noreturn))
#define __align__(n) __attribute__((aligned(n)))
#define __builtin_align__(n) __align__(n)
#define __thread__ __thread
#define __restrict__ __restrict
#define CUDARTAPI
#define CUDARTAPI_CDECL

/* ---- basic types ---- */
typedef __SIZE_TYPE__ size_t;

/* ---- vector types used by launches and builtin variables ---- */
struct __device_builtin__ uint3 {
    unsigned int x, y, z;
};
typedef __device_builtin__ struct uint3 uint3;

struct __device_builtin__ dim3 {
    unsigned int x, y, z;
    __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
        : x(vx), y(vy), z(vz) {}
    __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
    __host__ __device__ constexpr operator uint3(void) const { return uint3{x, y, z}; }
};
typedef __device_builtin__ struct dim3 dim3;

/* ---- runtime types ---- */
enum __device_builtin__ cudaError {
    cudaSuccess = 0,
    cudaErrorInvalidValue = 1,
    cudaErrorMemoryAllocation = 2,
    cudaErrorInitializationError = 3,
    cudaErrorLaunchFailure = 719,
    cudaErrorUnknown = 999
};
typedef __device_builtin__ enum cudaError cudaError_t;

enum __device_builtin__ cudaMemcpyKind {
    cudaMemcpyHostToHost = 0,
    cudaMemcpyHostToDevice = 1,
    cudaMemcpyDeviceToHost = 2,
    cudaMemcpyDeviceToDevice = 3,
    cudaMemcpyDefault = 4
};

typedef __device_builtin__ struct CUstream_st *cudaStream_t;
typedef __device_builtin__ struct CUevent_st *cudaEvent_t;

/* ---- builtin variables ---- */
extern "C" {
extern const uint3 __device_builtin__ threadIdx;
extern const uint3 __device_builtin__ blockIdx;
extern const dim3 __device_builtin__ blockDim;
extern const dim3 __device_builtin__ gridDim;
extern const int __device_builtin__ warpSize;
}

/* ---- launches ---- */
extern "C" __host__ __device__ unsigned CUDARTAPI __cudaPushCallConfiguration(
    dim3 gridDim, dim3 blockDim = 1, size_t sharedMem = 0, struct CUstream_st *stream = 0);
extern "C" __host__ cudaError_t CUDARTAPI cudaLaunchKernel(
    const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream);

/* ---- a few host runtime functions ---- */
extern "C" {
__host__ cudaError_t CUDARTAPI cudaMalloc(void **devPtr, size_t size);
__host__ cudaError_t CUDARTAPI cudaMallocManaged(void **devPtr, size_t size, unsigned int flags = 1);
__host__ cudaError_t CUDARTAPI cudaFree(void *devPtr);
__host__ cudaError_t CUDARTAPI cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
__host__ cudaError_t CUDARTAPI cudaMemset(void *devPtr, int value, size_t count);
__host__ cudaError_t CUDARTAPI cudaDeviceSynchronize(void);
__host__ __device__ cudaError_t CUDARTAPI cudaGetLastError(void);
__host__ __device__ const char *CUDARTAPI cudaGetErrorString(cudaError_t error);
__host__ cudaError_t CUDARTAPI cudaStreamCreate(cudaStream_t *stream);
__host__ cudaError_t CUDARTAPI cudaStreamDestroy(cudaStream_t stream);
__host__ cudaError_t CUDARTAPI cudaStreamSynchronize(cudaStream_t stream);
}

/* ---- extended lambdas: the host translation injects its wrapper templates where this
 *      struct is defined, and they use std::move / std::forward ---- */
#if defined(__CUDACC_EXTENDED_LAMBDA__)
#include <utility>
struct __device_builtin__ __nv_lambda_preheader_injection { };
#endif

/* ---- device builtins small programs use ---- */
extern "C" __device__ __cudart_builtin__ __device_builtin__ void __syncthreads(void);
extern "C" __device__ __cudart_builtin__ __device_builtin__ void __syncwarp(unsigned mask = 0xffffffffu);
extern "C" __device__ __cudart_builtin__ __device_builtin__ void __threadfence(void);
static __inline__ __device__ int atomicAdd(int *address, int val) { return *address; }
static __inline__ __device__ unsigned atomicAdd(unsigned *address, unsigned val) { return *address; }
static __inline__ __device__ float atomicAdd(float *address, float val) { return *address; }
static __inline__ __device__ double atomicAdd(double *address, double val) { return *address; }

#endif /* CUFE_CUDA_PRELUDE_H */
