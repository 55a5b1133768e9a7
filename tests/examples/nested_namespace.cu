// A kernel in a nested namespace, launched with a qualified name from outside.
namespace outer {
namespace inner {
__device__ int offset(int i) { return i + 1; }

__global__ void shift(int *p, int n)
{
    int i = threadIdx.x;
    if (i < n)
        p[i] = offset(p[i]);
}
} // namespace inner
} // namespace outer

void run_shift(int *p, int n)
{
    outer::inner::shift<<<1, 64, 0>>>(p, n);
}
