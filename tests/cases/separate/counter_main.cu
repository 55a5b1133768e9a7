// Separate compilation, program "counter" (with counter_kernels.cu): launches a kernel defined
// in the other file and reads its device variable through `extern`.
#include <cstdio>

extern __device__ int total;
__device__ float scale = 2.0f;

__global__ void accumulate(const int *values, int n);
void launch_reset();

int main()
{
    int *values = nullptr;
    if (cudaMalloc(&values, 16 * sizeof(int)) != cudaSuccess)
        return 1;
    launch_reset();
    accumulate<<<1, 32>>>(values, 16);
    int result = 0;
    cudaMemcpyFromSymbol(&result, total, sizeof result);
    cudaFree(values);
    std::printf("%d\n", result);
    return 0;
}
