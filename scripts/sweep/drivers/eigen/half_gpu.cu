// sweep driver (eigen): Eigen::half and Eigen::bfloat16 arithmetic in kernels, after
// unsupported/test/cxx11_tensor_of_float16_gpu.cu (conversions both ways per element)
#define EIGEN_USE_GPU
#include <Eigen/Core>

__global__ void half_ops(const float* in, float* out, int n) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  if (i >= n) return;
  Eigen::half h(in[i]);
  Eigen::half two = Eigen::half(2.0f);
  Eigen::half r = h * two + Eigen::numext::abs(h) - Eigen::half_impl::raw_uint16_to_half(0x3c00);
  Eigen::bfloat16 b(in[i]);
  b = b * Eigen::bfloat16(0.5f);
  out[i] = static_cast<float>(r) + static_cast<float>(b) + static_cast<float>(Eigen::numext::sqrt(h));
  out[i] += (Eigen::numext::isnan)(h) ? 1.0f : 0.0f;
}

__global__ void matrix_of_half(const Eigen::half* in, Eigen::half* out) {
  typedef Eigen::Matrix<Eigen::half, 2, 2> M;
  Eigen::Map<const M> a(in);
  Eigen::Map<M> c(out);
  c = a.cwiseProduct(a) + a;
}
