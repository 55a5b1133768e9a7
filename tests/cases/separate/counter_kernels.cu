// Separate compilation, program "counter" (with counter_main.cu): this file defines the kernels
// and the device variable `total`, and uses `scale`, which counter_main.cu defines.
__device__ int total;
extern __device__ float scale;

__global__ void accumulate(const int *values, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(&total, (int)(values[i] * scale));
}

static __global__ void reset() { total = 0; }

void launch_reset() { reset<<<1, 1>>>(); }
