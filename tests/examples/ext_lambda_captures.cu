// cudafe-ref-flags: --extended-lambda
// Extended lambdas with 0 to 3 captures (implicit and explicit), trailing return types,
// `mutable`, a capture-less __host__ __device__ lambda, in a namespace and in main.
template <typename F>
__global__ void apply(int n, float *data, F f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        data[i] = f(data[i]);
}

namespace ops {
void scale_all(int n, float *data, float k, int j, double z)
{
    auto three = [=] __device__ (float v) { return v * k + j + z; };
    apply<<<1, 128>>>(n, data, three);
    auto two = [=] __device__ (float v) -> float { return z + v * j; };
    apply<<<1, 128>>>(n, data, two);
    auto hd = [k, j] __host__ __device__ (float v) mutable -> float { k += 1; return v + k + j; };
    apply<<<1, 128>>>(n, data, hd);
    auto none = [] __host__ __device__ (float v) { return v; };
    apply<<<1, 128>>>(n, data, none);
}
}

int main()
{
    float *data = nullptr;
    auto d = [=] __device__ (float v) { return v; };
    apply<<<1, 1>>>(0, data, d);
    ops::scale_all(0, data, 2.0f, 1, 0.5);
    return 0;
}
