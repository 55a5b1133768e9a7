// Stand-in for clang/test/SemaCUDA/Inputs/cuda.h (and SemaCXX's): nvcc force-includes
// cuda_runtime.h, which already declares what clang's header does (__host__, __device__,
// __global__, __shared__, __constant__, __managed__, __launch_bounds__, dim3, cudaStream_t, ...).
