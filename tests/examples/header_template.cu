// Kernel templates defined in a header, instantiated here by launches (explicit and deduced
// template arguments, all four configuration arguments).
#include "header_kernels.cuh"

// First, so that the module id comes from this definition: cufe's mangler does not resolve
// typedefs yet (`cudaStream_t` below would be mangled as `12cudaStream_t`).
int host_square(int v) { return square(v); }

void run_squares(const float *in, float *out, int n, cudaStream_t s)
{
    squares<float, 128><<<(n + 127) / 128, 128, 0, s>>>(in, out, n);
    fill_value<<<4, 256>>>(out, 1.0f, n);
    fill_value<double><<<1, 32>>>((double *)out, 2.0, n / 2);
}
