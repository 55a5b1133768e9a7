// Separate compilation, program "transform" (with transform_ops.cu): launches another
// instantiation of the header's kernel template and sets the constant from the host.
#include "transform.cuh"

void transform_ints(int *data, int n);

int main()
{
    float *f = nullptr;
    int *i = nullptr;
    float b[2] = {1.0f, 2.0f};
    if (cudaMalloc(&f, 128 * sizeof(float)) != cudaSuccess || cudaMalloc(&i, 128 * sizeof(int)) != cudaSuccess)
        return 1;
    cudaMemcpyToSymbol(bias, b, sizeof b);
    transform<float><<<2, 64>>>(f, 128);
    transform_ints(i, 128);
    cudaFree(f);
    cudaFree(i);
    return 0;
}
