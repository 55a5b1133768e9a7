// Device/constant/managed variables in every scope.
__device__ int d_plain;
__device__ int d_init = 5;
static __device__ int d_static;
extern __device__ int d_extern;
__constant__ float c_arr[4] = {1.0f, 2.0f, 3.0f, 4.0f};
__constant__ int c_scalar = 3;
const __device__ int d_const = 7;
__device__ int d_arr2[2][3];
__managed__ int m_plain;
__managed__ float m_init = 2.5f;
static __managed__ int m_static = 1;
namespace vn { __device__ int d_ns; __constant__ int c_ns = 1; }
struct Holder { static const int k = 2; };
__device__ int h_after = Holder::k;
template <typename T> __device__ T d_tmpl;
__device__ int *d_ptr = nullptr;
__device__ volatile int d_vol;
__global__ void kern(int *out) {
    __shared__ float tile[32];
    extern __shared__ int dyn[];
    static __shared__ int st;
    tile[0] = 1; dyn[0] = 2; st = 3;
    out[0] = d_plain + d_init + c_arr[0] + m_plain + vn::d_ns + d_tmpl<int>;
}
int host_use() {
    m_plain = 4;
    m_init += 1.0f;
    int *p = &m_plain;
    return m_plain + m_static + (int)m_init + *p + sizeof(d_plain) + (int)(long)&d_plain;
}
