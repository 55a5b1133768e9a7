// __host__ __device__ and __host__ functions are kept.
__host__ __device__ int hd(int a) { return a * 2; }
__device__ __host__ inline int hd2(int a) { return a; }
__host__ int h_only(int a) { return a; }
template <typename T> __host__ __device__ T hd_t(T a) { return a + threadIdx.x; }
struct P {
    int x;
    __host__ __device__ P(int v) : x(v) {}
    __host__ __device__ ~P() {}
    __host__ __device__ int get() const { return x + blockDim.x; }
};
int use() { return hd(1) + hd_t(2) + P(3).get(); }
