template <typename T> __device__ T dmax(T a, T b) { return a > b ? a : b; }
template <typename T> __host__ __device__ T hmin(T a, T b) { return a < b ? a : b; }
template <typename T> struct DevBox { T v; __device__ T get() const { return v; } };
__global__ void tk(float *p, DevBox<float> b) { p[0] = dmax(p[0], b.get()) + hmin(1.0f, 2.0f); }
