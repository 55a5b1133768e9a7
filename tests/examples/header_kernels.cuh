// Kernel templates and a __host__ __device__ helper defined in a header (used by
// header_template.cu).
#pragma once

template <typename T>
__host__ __device__ inline T square(T v) { return v * v; }

template <typename T, int Block>
__global__ void squares(const T *in, T *out, int n)
{
    int i = blockIdx.x * Block + threadIdx.x;
    if (i < n)
        out[i] = square(in[i]);
}

template <typename T>
__global__ void fill_value(T *out, T v, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        out[i] = v;
}
