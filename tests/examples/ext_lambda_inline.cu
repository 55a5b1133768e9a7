// cudafe-ref-flags: --extended-lambda
// Extended lambdas written directly as launch arguments, inside nested blocks, capturing a
// struct and a pointer; a __host__ __device__ lambda also called on the host.
struct Params { float a; float b; };

template <typename F>
__global__ void each(int n, F f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        f(i);
}

static float host_sum(int n, const float *xs)
{
    auto add = [] __host__ __device__ (float x, float y) { return x + y; };
    float s = 0;
    for (int i = 0; i < n; ++i)
        s = add(s, xs[i]);
    return s;
}

float run(int n, float *out, Params p)
{
    if (n > 0) {
        each<<<(n + 255) / 256, 256, 0, 0>>>(n, [=] __device__ (int i) { out[i] = p.a * i + p.b; });
    }
    for (int pass = 0; pass < 2; ++pass) {
        each<<<1, 32>>>(n, [out, pass] __device__ (int i) { out[i] += pass; });
    }
    return host_sum(n, out);
}
