// cudafe-ref-flags: --extended-lambda
// Extended lambdas in member functions (defined in the class, const, out of the class, static)
// and in a function template instantiated twice; one enclosing function is noexcept.
template <typename F>
__global__ void apply(float *d, F f) { d[threadIdx.x] = f(d[threadIdx.x]); }

namespace geo {
struct Runner {
    float k;
    void run(float *d) const
    {
        auto l = [=] __device__ (float v) { return v * 2; };
        apply<<<1, 32>>>(d, l);
    }
    static void twice(float *d) { apply<<<1, 32>>>(d, [] __host__ __device__ (float v) { return v + v; }); }
    void out_of_class(float *d, int j);
};
}

void geo::Runner::out_of_class(float *d, int j)
{
    auto l = [j] __device__ (float v) { return v + j; };
    apply<<<1, 32>>>(d, l);
}

template <typename T>
void shift(float *d, T t)
{
    auto l = [=] __device__ (float v) { return v + t; };
    apply<<<1, 32>>>(d, l);
}

void quiet(float *d, float s) noexcept
{
    apply<<<1, 32>>>(d, [s] __device__ (float v) { return v * s; });
}

void use(float *d)
{
    shift(d, 1);
    shift(d, 2.0);
    geo::Runner r{1};
    r.run(d);
    r.out_of_class(d, 3);
    geo::Runner::twice(d);
    quiet(d, 0.5f);
}
