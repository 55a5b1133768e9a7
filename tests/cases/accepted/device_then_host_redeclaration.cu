// sweep cluster: "the __host__ function "X" cannot call the __device__ function
// "cudaGraphLaunch(...)"" -- ggml-cuda.cu:4413 (cudaGraphLaunch, declared `extern __device__
// __cudart_builtin__` in cuda_device_runtime_api.h:290, then `extern __host__` in
// cuda_runtime_api.h:13166). A __device__ declaration followed by a __host__ one makes the
// function __host__ __device__ for the reference (EDG merges the spaces); cufe keeps it __device__.
// (The message also prints the parameters without spaces: "cudaGraphExec_tgraphExec".)
__attribute__((device)) int launch(int g);
__attribute__((host)) int launch(int g);
void f() { launch(1); }
