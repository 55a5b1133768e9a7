// A templated kernel launched with explicit and with deduced template arguments.
template <typename T>
__global__ void scale(T *data, T factor, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        data[i] = data[i] * factor;
}

void scale_all(float *f, double *d, int n)
{
    scale<float><<<(n + 255) / 256, 256>>>(f, 2.0f, n);
    scale<<<(n + 255) / 256, 256>>>(d, 0.5, n);
}
