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
 *
 * `__noinline__` is deliberately not a macro: like nvcc's crt/host_defines.h, the prelude
 * leaves it to the front end, which reads it as a keyword. A macro expanding to
 * `__attribute__((noinline))` would break libstdc++'s `__attribute__((__noinline__))`.
 *
 * Besides the keywords it covers what a typical program takes from cuda_runtime.h: the
 * vector types and their make_* functions, dim3, cudaDeviceProp, the common runtime API,
 * the C math functions for host and device, warp intrinsics and atomics. Device builtins
 * are declared, not defined, as CUDA's own headers declare them for NVRTC.
 */
#ifndef CUFE_CUDA_PRELUDE_H
#define CUFE_CUDA_PRELUDE_H
/* Not a system header (no `#pragma GCC system_header`): nvcc finds cuda_runtime.h with -I,
 * and the reference's translation re-emits line markers after declarations from system
 * headers, so the .cu part would differ from nvcc's. */

/* ---- execution and memory spaces, function qualifiers ---- */
#define __cufe_attr(a) __attribute__((a))
#define __host__ __cufe_attr(host)
#define __device__ __cufe_attr(device)
#define __global__ __cufe_attr(global)
#define __shared__ __cufe_attr(shared)
#define __constant__ __cufe_attr(constant)
#define __managed__ __cufe_attr(managed)
#define __grid_constant__ __cufe_attr(grid_constant)
#define __annotate__(a) __attribute__((a))
#define __location__(a) __annotate__(a)
#define __nv_pure__ __cufe_attr(nv_pure)
#define __device_builtin__ __cufe_attr(device_builtin)
#define __device_builtin_texture_type__ __cufe_attr(device_builtin_texture_type)
#define __device_builtin_surface_type__ __cufe_attr(device_builtin_surface_type)
#define __cudart_builtin__ __cufe_attr(cudart_builtin)
#define __launch_bounds__(...) __cufe_attr(launch_bounds(__VA_ARGS__))
#define __cluster_dims__(...) __cufe_attr(cluster_dims(__VA_ARGS__))
#define __maxnreg__(n) __cufe_attr(maxnreg(n))
#define __local_maxnreg__(n) __cufe_attr(local_maxnreg(n))
#define __forceinline__ __inline__ __attribute__((always_inline))
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

/* glibc's __THROW in C++: the C library's later declarations of the math functions must
 * agree with these on the exception specification. */
#if __cplusplus >= 201103L
#define __cufe_nothrow noexcept(true)
#else
#define __cufe_nothrow throw()
#endif

/* ---- vector types (vector_types.h): alignment as on Linux x86-64 ---- */
#define __cufe_vec1(tag, T) \
    struct __device_builtin__ tag { T x; }; \
    typedef __device_builtin__ struct tag tag;
#define __cufe_vec2(tag, T, a) \
    struct __device_builtin__ __align__(a) tag { T x, y; }; \
    typedef __device_builtin__ struct tag tag;
#define __cufe_vec3(tag, T) \
    struct __device_builtin__ tag { T x, y, z; }; \
    typedef __device_builtin__ struct tag tag;
#define __cufe_vec4(tag, T, a) \
    struct __device_builtin__ __align__(a) tag { T x, y, z, w; }; \
    typedef __device_builtin__ struct tag tag;

/* make_<tag>(...) (vector_functions.h). Reserved names in the bodies: cufe's device checks
 * see the uses in them, and a user's global `x` must not look used. */
#define __cufe_make1(tag, T) \
    static __inline__ __host__ __device__ tag make_##tag(T __x) { tag __t; __t.x = __x; return __t; }
#define __cufe_make2(tag, T) \
    static __inline__ __host__ __device__ tag make_##tag(T __x, T __y) \
    { tag __t; __t.x = __x; __t.y = __y; return __t; }
#define __cufe_make3(tag, T) \
    static __inline__ __host__ __device__ tag make_##tag(T __x, T __y, T __z) \
    { tag __t; __t.x = __x; __t.y = __y; __t.z = __z; return __t; }
#define __cufe_make4(tag, T) \
    static __inline__ __host__ __device__ tag make_##tag(T __x, T __y, T __z, T __w) \
    { tag __t; __t.x = __x; __t.y = __y; __t.z = __z; __t.w = __w; return __t; }

/* One family: the four types (2- and 4-vectors aligned to a2 and a4 bytes) and their makers. */
#define __cufe_vectors(n, T, a2, a4) \
    __cufe_vec1(n##1, T) __cufe_vec2(n##2, T, a2) __cufe_vec3(n##3, T) __cufe_vec4(n##4, T, a4) \
    __cufe_make1(n##1, T) __cufe_make2(n##2, T) __cufe_make3(n##3, T) __cufe_make4(n##4, T)

__cufe_vectors(char, signed char, 2, 4)
__cufe_vectors(uchar, unsigned char, 2, 4)
__cufe_vectors(short, short, 4, 8)
__cufe_vectors(ushort, unsigned short, 4, 8)
__cufe_vectors(int, int, 8, 16)
__cufe_vectors(long, long int, 16, 16)
__cufe_vectors(ulong, unsigned long int, 16, 16)
__cufe_vectors(longlong, long long int, 16, 16)
__cufe_vectors(ulonglong, unsigned long long int, 16, 16)
__cufe_vectors(float, float, 8, 16)
__cufe_vectors(double, double, 16, 16)

/* uint3 comes first on its own: dim3 converts to and from it. */
__cufe_vec1(uint1, unsigned int) __cufe_vec2(uint2, unsigned int, 8) __cufe_vec3(uint3, unsigned int)
__cufe_vec4(uint4, unsigned int, 16)
__cufe_make1(uint1, unsigned int) __cufe_make2(uint2, unsigned int) __cufe_make3(uint3, unsigned int)
__cufe_make4(uint4, unsigned int)

/* The explicitly aligned 4-vectors of 64-bit elements (CUDA 13). */
__cufe_vec4(long4_16a, long int, 16) __cufe_vec4(long4_32a, long int, 32)
__cufe_vec4(ulong4_16a, unsigned long int, 16) __cufe_vec4(ulong4_32a, unsigned long int, 32)
__cufe_vec4(longlong4_16a, long long int, 16) __cufe_vec4(longlong4_32a, long long int, 32)
__cufe_vec4(ulonglong4_16a, unsigned long long int, 16) __cufe_vec4(ulonglong4_32a, unsigned long long int, 32)
__cufe_vec4(double4_16a, double, 16) __cufe_vec4(double4_32a, double, 32)

struct __device_builtin__ dim3 {
    unsigned int x, y, z;
    __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
        : x(vx), y(vy), z(vz) {}
    __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
    __host__ __device__ constexpr operator uint3(void) const { return uint3{x, y, z}; }
};
typedef __device_builtin__ struct dim3 dim3;

/* ---- runtime types (driver_types.h) ---- */
enum __device_builtin__ cudaError {
    cudaSuccess = 0,
    cudaErrorInvalidValue = 1,
    cudaErrorMemoryAllocation = 2,
    cudaErrorInitializationError = 3,
    cudaErrorCudartUnloading = 4,
    cudaErrorInvalidConfiguration = 9,
    cudaErrorInvalidSymbol = 13,
    cudaErrorInvalidDevicePointer = 17,
    cudaErrorInvalidMemcpyDirection = 21,
    cudaErrorInsufficientDriver = 35,
    cudaErrorMissingConfiguration = 52,
    cudaErrorInvalidDeviceFunction = 98,
    cudaErrorNoDevice = 100,
    cudaErrorInvalidDevice = 101,
    cudaErrorInvalidKernelImage = 200,
    cudaErrorNoKernelImageForDevice = 209,
    cudaErrorInvalidResourceHandle = 400,
    cudaErrorNotReady = 600,
    cudaErrorIllegalAddress = 700,
    cudaErrorLaunchOutOfResources = 701,
    cudaErrorLaunchTimeout = 702,
    cudaErrorAssert = 710,
    cudaErrorLaunchFailure = 719,
    cudaErrorNotPermitted = 800,
    cudaErrorNotSupported = 801,
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

#define cudaHostAllocDefault 0x00
#define cudaHostAllocPortable 0x01
#define cudaHostAllocMapped 0x02
#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
#define cudaEventDefault 0x00
#define cudaEventBlockingSync 0x01
#define cudaEventDisableTiming 0x02
#define cudaMemAttachGlobal 0x01
#define cudaMemAttachHost 0x02

struct __device_builtin__ CUuuid_st { char bytes[16]; };
typedef __device_builtin__ struct CUuuid_st cudaUUID_t;

/* The fields in CUDA 13's order, so that code reading any of them compiles. */
struct __device_builtin__ cudaDeviceProp {
    char name[256];
    cudaUUID_t uuid;
    char luid[8];
    unsigned int luidDeviceNodeMask;
    size_t totalGlobalMem, sharedMemPerBlock;
    int regsPerBlock, warpSize;
    size_t memPitch;
    int maxThreadsPerBlock, maxThreadsDim[3], maxGridSize[3];
    size_t totalConstMem;
    int major, minor;
    size_t textureAlignment, texturePitchAlignment;
    int multiProcessorCount, integrated, canMapHostMemory;
    int maxTexture1D, maxTexture1DMipmap, maxTexture2D[2], maxTexture2DMipmap[2];
    int maxTexture2DLinear[3], maxTexture2DGather[2], maxTexture3D[3], maxTexture3DAlt[3];
    int maxTextureCubemap, maxTexture1DLayered[2], maxTexture2DLayered[3], maxTextureCubemapLayered[2];
    int maxSurface1D, maxSurface2D[2], maxSurface3D[3], maxSurface1DLayered[2], maxSurface2DLayered[3];
    int maxSurfaceCubemap, maxSurfaceCubemapLayered[2];
    size_t surfaceAlignment;
    int concurrentKernels, ECCEnabled, pciBusID, pciDeviceID, pciDomainID, tccDriver;
    int asyncEngineCount, unifiedAddressing, memoryBusWidth, l2CacheSize, persistingL2CacheMaxSize;
    int maxThreadsPerMultiProcessor, streamPrioritiesSupported, globalL1CacheSupported;
    int localL1CacheSupported;
    size_t sharedMemPerMultiprocessor;
    int regsPerMultiprocessor, managedMemory, isMultiGpuBoard, multiGpuBoardGroupID;
    int hostNativeAtomicSupported, pageableMemoryAccess, concurrentManagedAccess;
    int computePreemptionSupported, canUseHostPointerForRegisteredMem, cooperativeLaunch;
    size_t sharedMemPerBlockOptin;
    int pageableMemoryAccessUsesHostPageTables, directManagedMemAccessFromHost;
    int maxBlocksPerMultiProcessor, accessPolicyMaxWindowSize;
    size_t reservedSharedMemPerBlock;
    int hostRegisterSupported, sparseCudaArraySupported, hostRegisterReadOnlySupported;
    int timelineSemaphoreInteropSupported, memoryPoolsSupported, gpuDirectRDMASupported;
    unsigned int gpuDirectRDMAFlushWritesOptions;
    int gpuDirectRDMAWritesOrdering;
    unsigned int memoryPoolSupportedHandleTypes;
    int deferredMappingCudaArraySupported, ipcEventSupported, clusterLaunch;
    int unifiedFunctionPointers, deviceNumaConfig, deviceNumaId, mpsEnabled, hostNumaId;
    unsigned int gpuPciDeviceID, gpuPciSubsystemID;
    int hostNumaMultinodeIpcSupported;
    int reserved[56];
};

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

/* ---- the runtime API (cuda_runtime_api.h) ---- */
extern "C" {
__host__ cudaError_t CUDARTAPI cudaGetDeviceCount(int *count);
__host__ __device__ cudaError_t CUDARTAPI cudaGetDevice(int *device);
__host__ cudaError_t CUDARTAPI cudaSetDevice(int device);
__host__ cudaError_t CUDARTAPI cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device);
__host__ cudaError_t CUDARTAPI cudaDeviceReset(void);
__host__ cudaError_t CUDARTAPI cudaDeviceSynchronize(void);
__host__ cudaError_t CUDARTAPI cudaDriverGetVersion(int *driverVersion);
__host__ cudaError_t CUDARTAPI cudaRuntimeGetVersion(int *runtimeVersion);
__host__ cudaError_t CUDARTAPI cudaMemGetInfo(size_t *free, size_t *total);

__host__ __device__ cudaError_t CUDARTAPI cudaMalloc(void **devPtr, size_t size);
__host__ cudaError_t CUDARTAPI cudaMallocHost(void **ptr, size_t size);
__host__ cudaError_t CUDARTAPI cudaHostAlloc(void **pHost, size_t size, unsigned int flags);
__host__ cudaError_t CUDARTAPI cudaMallocManaged(void **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal);
__host__ cudaError_t CUDARTAPI cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height);
__host__ __device__ cudaError_t CUDARTAPI cudaFree(void *devPtr);
__host__ cudaError_t CUDARTAPI cudaFreeHost(void *ptr);
__host__ cudaError_t CUDARTAPI cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
__host__ __device__ cudaError_t CUDARTAPI cudaMemcpyAsync(
    void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream = 0);
__host__ cudaError_t CUDARTAPI cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch,
    size_t width, size_t height, enum cudaMemcpyKind kind);
__host__ cudaError_t CUDARTAPI cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count,
    size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyHostToDevice);
__host__ cudaError_t CUDARTAPI cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count,
    size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost);
__host__ cudaError_t CUDARTAPI cudaMemset(void *devPtr, int value, size_t count);
__host__ __device__ cudaError_t CUDARTAPI cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream = 0);

__host__ __device__ cudaError_t CUDARTAPI cudaGetLastError(void);
__host__ __device__ cudaError_t CUDARTAPI cudaPeekAtLastError(void);
__host__ __device__ const char *CUDARTAPI cudaGetErrorString(cudaError_t error);
__host__ __device__ const char *CUDARTAPI cudaGetErrorName(cudaError_t error);

__host__ cudaError_t CUDARTAPI cudaStreamCreate(cudaStream_t *stream);
__host__ __device__ cudaError_t CUDARTAPI cudaStreamCreateWithFlags(cudaStream_t *stream, unsigned int flags);
__host__ __device__ cudaError_t CUDARTAPI cudaStreamDestroy(cudaStream_t stream);
__host__ cudaError_t CUDARTAPI cudaStreamSynchronize(cudaStream_t stream);
__host__ cudaError_t CUDARTAPI cudaStreamQuery(cudaStream_t stream);
__host__ __device__ cudaError_t CUDARTAPI cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags = 0);

__host__ cudaError_t CUDARTAPI cudaEventCreate(cudaEvent_t *event);
__host__ __device__ cudaError_t CUDARTAPI cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags);
__host__ __device__ cudaError_t CUDARTAPI cudaEventRecord(cudaEvent_t event, cudaStream_t stream = 0);
__host__ cudaError_t CUDARTAPI cudaEventQuery(cudaEvent_t event);
__host__ cudaError_t CUDARTAPI cudaEventSynchronize(cudaEvent_t event);
__host__ cudaError_t CUDARTAPI cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end);
__host__ __device__ cudaError_t CUDARTAPI cudaEventDestroy(cudaEvent_t event);
}

/* ---- the C library functions cuda_runtime.h declares for host and device on the host side
 *      (crt/common_functions.h; printf, malloc and free are host and device only in device
 *      compilation), and exit, which the host translation's stand-in device bodies call ---- */
extern "C" {
extern __host__ __device__ __device_builtin__ __cudart_builtin__ void *memcpy(void *dst, const void *src, size_t n) __cufe_nothrow;
extern __host__ __device__ __device_builtin__ __cudart_builtin__ void *memset(void *dst, int value, size_t n) __cufe_nothrow;
extern void exit(int status) __cufe_nothrow __attribute__((__noreturn__));
}

/* The C++ conveniences of cuda_runtime.h: typed pointers and symbols. */
template <class T>
static __inline__ __host__ cudaError_t cudaMalloc(T **devPtr, size_t size)
{ return ::cudaMalloc((void **)(void *)devPtr, size); }
template <class T>
static __inline__ __host__ cudaError_t cudaMallocHost(T **ptr, size_t size)
{ return ::cudaMallocHost((void **)(void *)ptr, size); }
template <class T>
static __inline__ __host__ cudaError_t cudaHostAlloc(T **ptr, size_t size, unsigned int flags)
{ return ::cudaHostAlloc((void **)(void *)ptr, size, flags); }
template <class T>
static __inline__ __host__ cudaError_t cudaMallocManaged(T **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal)
{ return ::cudaMallocManaged((void **)(void *)devPtr, size, flags); }
template <class T>
static __inline__ __host__ cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, size_t count,
    size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyHostToDevice)
{ return ::cudaMemcpyToSymbol((const void *)&symbol, src, count, offset, kind); }
template <class T>
static __inline__ __host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t count,
    size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost)
{ return ::cudaMemcpyFromSymbol(dst, (const void *)&symbol, count, offset, kind); }
static __inline__ __host__ cudaError_t cudaEventCreate(cudaEvent_t *event, unsigned int flags)
{ return ::cudaEventCreateWithFlags(event, flags); }

/* ---- extended lambdas: the host translation injects its wrapper templates where this
 *      struct is defined, and they use std::move / std::forward ---- */
#if defined(__CUDACC_EXTENDED_LAMBDA__)
#include <utility>
struct __device_builtin__ __nv_lambda_preheader_injection { };
#endif

/* ---- math (crt/math_functions.h): the C library's functions, for host and device ---- */
#define __cufe_math1(name) \
    extern __host__ __device__ __device_builtin__ double name(double x) __cufe_nothrow; \
    extern __host__ __device__ __device_builtin__ float name##f(float x) __cufe_nothrow;
#define __cufe_math2(name) \
    extern __host__ __device__ __device_builtin__ double name(double x, double y) __cufe_nothrow; \
    extern __host__ __device__ __device_builtin__ float name##f(float x, float y) __cufe_nothrow;
extern "C" {
__cufe_math1(sin) __cufe_math1(cos) __cufe_math1(tan) __cufe_math1(asin) __cufe_math1(acos)
__cufe_math1(atan) __cufe_math1(sinh) __cufe_math1(cosh) __cufe_math1(tanh) __cufe_math1(asinh)
__cufe_math1(acosh) __cufe_math1(atanh) __cufe_math1(exp) __cufe_math1(exp2) __cufe_math1(expm1)
__cufe_math1(log) __cufe_math1(log2) __cufe_math1(log10) __cufe_math1(log1p) __cufe_math1(sqrt)
__cufe_math1(cbrt) __cufe_math1(fabs) __cufe_math1(floor) __cufe_math1(ceil) __cufe_math1(round)
__cufe_math1(trunc) __cufe_math1(rint) __cufe_math1(nearbyint) __cufe_math1(erf) __cufe_math1(erfc)
__cufe_math1(lgamma) __cufe_math1(tgamma)
__cufe_math2(atan2) __cufe_math2(pow) __cufe_math2(fmod) __cufe_math2(fmin) __cufe_math2(fmax)
__cufe_math2(hypot) __cufe_math2(copysign) __cufe_math2(remainder) __cufe_math2(fdim)
extern __host__ __device__ __device_builtin__ double fma(double x, double y, double z) __cufe_nothrow;
extern __host__ __device__ __device_builtin__ float fmaf(float x, float y, float z) __cufe_nothrow;
extern __host__ __device__ __device_builtin__ double ldexp(double x, int exp) __cufe_nothrow;
extern __host__ __device__ __device_builtin__ float ldexpf(float x, int exp) __cufe_nothrow;
extern __host__ __device__ __device_builtin__ double frexp(double x, int *exp) __cufe_nothrow;
extern __host__ __device__ __device_builtin__ float frexpf(float x, int *exp) __cufe_nothrow;
extern __host__ __device__ __device_builtin__ double modf(double x, double *ip) __cufe_nothrow;
extern __host__ __device__ __device_builtin__ float modff(float x, float *ip) __cufe_nothrow;
extern __host__ __device__ __device_builtin__ void sincos(double x, double *s, double *c) __cufe_nothrow;
extern __host__ __device__ __device_builtin__ void sincosf(float x, float *s, float *c) __cufe_nothrow;
extern __host__ __device__ __device_builtin__ long int lround(double x) __cufe_nothrow;
extern __host__ __device__ __device_builtin__ long int lroundf(float x) __cufe_nothrow;
extern __host__ __device__ __device_builtin__ int abs(int a) __cufe_nothrow;
extern __host__ __device__ __device_builtin__ long int labs(long int a) __cufe_nothrow;
extern __host__ __device__ __device_builtin__ long long int llabs(long long int a) __cufe_nothrow;
/* CUDA's own, not the C library's */
extern __host__ __device__ __device_builtin__ double rsqrt(double x);
extern __host__ __device__ __device_builtin__ float rsqrtf(float x);
}

/* integer and floating min/max (math_functions.hpp) */
#define __cufe_minmax(T) \
    static __inline__ __host__ __device__ T min(const T __a, const T __b) { return __a < __b ? __a : __b; } \
    static __inline__ __host__ __device__ T max(const T __a, const T __b) { return __a > __b ? __a : __b; }
__cufe_minmax(int) __cufe_minmax(unsigned int) __cufe_minmax(long long int)
__cufe_minmax(unsigned long long int) __cufe_minmax(float) __cufe_minmax(double)

/* fast device-only intrinsics (device_functions.h); C linkage and glibc's exception
 * specification because glibc's <math.h> declares internal functions of the same names. */
extern "C" {
extern __device__ __cudart_builtin__ __device_builtin__ float __sinf(float x) __cufe_nothrow;
extern __device__ __cudart_builtin__ __device_builtin__ float __cosf(float x) __cufe_nothrow;
extern __device__ __cudart_builtin__ __device_builtin__ float __tanf(float x) __cufe_nothrow;
extern __device__ __cudart_builtin__ __device_builtin__ float __expf(float x) __cufe_nothrow;
extern __device__ __cudart_builtin__ __device_builtin__ float __exp10f(float x) __cufe_nothrow;
extern __device__ __cudart_builtin__ __device_builtin__ float __logf(float x) __cufe_nothrow;
extern __device__ __cudart_builtin__ __device_builtin__ float __log2f(float x) __cufe_nothrow;
extern __device__ __cudart_builtin__ __device_builtin__ float __powf(float x, float y) __cufe_nothrow;
extern __device__ __cudart_builtin__ __device_builtin__ float __fdividef(float x, float y) __cufe_nothrow;
extern __device__ __cudart_builtin__ __device_builtin__ float __saturatef(float x) __cufe_nothrow;
extern __device__ __cudart_builtin__ __device_builtin__ float __frcp_rn(float x) __cufe_nothrow;
extern __device__ __cudart_builtin__ __device_builtin__ float __fsqrt_rn(float x) __cufe_nothrow;
extern __device__ __cudart_builtin__ __device_builtin__ float __fmaf_rn(float x, float y, float z) __cufe_nothrow;
}

/* ---- synchronization, warp intrinsics, bit operations ---- */
extern "C" __device__ __cudart_builtin__ __device_builtin__ void __syncthreads(void);
extern "C" __device__ __cudart_builtin__ __device_builtin__ int __syncthreads_count(int predicate);
extern "C" __device__ __cudart_builtin__ __device_builtin__ int __syncthreads_and(int predicate);
extern "C" __device__ __cudart_builtin__ __device_builtin__ int __syncthreads_or(int predicate);
extern "C" __device__ __cudart_builtin__ __device_builtin__ void __syncwarp(unsigned mask = 0xffffffffu);
extern "C" __device__ __cudart_builtin__ __device_builtin__ void __threadfence(void);
extern "C" __device__ __cudart_builtin__ __device_builtin__ void __threadfence_block(void);
extern "C" __device__ __cudart_builtin__ __device_builtin__ void __threadfence_system(void);
extern "C" __device__ __cudart_builtin__ __device_builtin__ long long int clock64(void);
extern "C" __device__ __cudart_builtin__ __device_builtin__ int __popc(unsigned int x);
extern "C" __device__ __cudart_builtin__ __device_builtin__ int __popcll(unsigned long long int x);
extern "C" __device__ __cudart_builtin__ __device_builtin__ int __clz(int x);
extern "C" __device__ __cudart_builtin__ __device_builtin__ int __clzll(long long int x);
extern "C" __device__ __cudart_builtin__ __device_builtin__ int __ffs(int x);
extern "C" __device__ __cudart_builtin__ __device_builtin__ int __ffsll(long long int x);
extern "C" __device__ __cudart_builtin__ __device_builtin__ unsigned int __brev(unsigned int x);

/* sm_30_intrinsics.h: every shuffle for every element type */
#define __cufe_shfl(T) \
    extern __device__ __cudart_builtin__ T __shfl_sync(unsigned mask, T var, int srcLane, int width = warpSize); \
    extern __device__ __cudart_builtin__ T __shfl_up_sync(unsigned mask, T var, unsigned int delta, int width = warpSize); \
    extern __device__ __cudart_builtin__ T __shfl_down_sync(unsigned mask, T var, unsigned int delta, int width = warpSize); \
    extern __device__ __cudart_builtin__ T __shfl_xor_sync(unsigned mask, T var, int laneMask, int width = warpSize);
__cufe_shfl(int) __cufe_shfl(unsigned int) __cufe_shfl(long) __cufe_shfl(unsigned long)
__cufe_shfl(long long) __cufe_shfl(unsigned long long) __cufe_shfl(float) __cufe_shfl(double)
extern __device__ __cudart_builtin__ unsigned __ballot_sync(unsigned mask, int pred);
extern __device__ __cudart_builtin__ int __all_sync(unsigned mask, int pred);
extern __device__ __cudart_builtin__ int __any_sync(unsigned mask, int pred);
extern __device__ __cudart_builtin__ unsigned __activemask(void);

/* read-only cache loads (sm_32_intrinsics.h) */
#define __cufe_ldg(T) extern __device__ __cudart_builtin__ T __ldg(const T *ptr);
__cufe_ldg(int) __cufe_ldg(unsigned int) __cufe_ldg(long long) __cufe_ldg(unsigned long long)
__cufe_ldg(float) __cufe_ldg(double) __cufe_ldg(int2) __cufe_ldg(int4) __cufe_ldg(float2)
__cufe_ldg(float4) __cufe_ldg(double2)

/* ---- atomics (device_atomic_functions.h, sm_20/sm_60 atomics) ---- */
#define __cufe_atomic(f, T) extern __device__ __cudart_builtin__ T f(T *address, T val);
__cufe_atomic(atomicAdd, int) __cufe_atomic(atomicAdd, unsigned int)
__cufe_atomic(atomicAdd, unsigned long long int) __cufe_atomic(atomicAdd, float)
__cufe_atomic(atomicAdd, double)
__cufe_atomic(atomicSub, int) __cufe_atomic(atomicSub, unsigned int)
__cufe_atomic(atomicExch, int) __cufe_atomic(atomicExch, unsigned int)
__cufe_atomic(atomicExch, unsigned long long int) __cufe_atomic(atomicExch, float)
__cufe_atomic(atomicMin, int) __cufe_atomic(atomicMin, unsigned int)
__cufe_atomic(atomicMin, long long int) __cufe_atomic(atomicMin, unsigned long long int)
__cufe_atomic(atomicMax, int) __cufe_atomic(atomicMax, unsigned int)
__cufe_atomic(atomicMax, long long int) __cufe_atomic(atomicMax, unsigned long long int)
__cufe_atomic(atomicInc, unsigned int) __cufe_atomic(atomicDec, unsigned int)
__cufe_atomic(atomicAnd, int) __cufe_atomic(atomicAnd, unsigned int) __cufe_atomic(atomicAnd, unsigned long long int)
__cufe_atomic(atomicOr, int) __cufe_atomic(atomicOr, unsigned int) __cufe_atomic(atomicOr, unsigned long long int)
__cufe_atomic(atomicXor, int) __cufe_atomic(atomicXor, unsigned int) __cufe_atomic(atomicXor, unsigned long long int)
extern __device__ __cudart_builtin__ int atomicCAS(int *address, int compare, int val);
extern __device__ __cudart_builtin__ unsigned int atomicCAS(unsigned int *address, unsigned int compare, unsigned int val);
extern __device__ __cudart_builtin__ unsigned long long int atomicCAS(
    unsigned long long int *address, unsigned long long int compare, unsigned long long int val);
extern __device__ __cudart_builtin__ unsigned short int atomicCAS(
    unsigned short int *address, unsigned short int compare, unsigned short int val);

#endif /* CUFE_CUDA_PRELUDE_H */
