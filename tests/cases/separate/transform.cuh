// Separate compilation, program "transform": a kernel template defined in a header, calling a
// device function and reading a constant that transform_ops.cu defines.
#pragma once

extern __device__ float twice(float x);
extern __constant__ float bias[2];

template <typename T>
__global__ void transform(T *data, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        data[i] = (T)(twice((float)data[i]) + bias[i % 2]);
}
