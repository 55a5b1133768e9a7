// sweep driver (eigen): Eigen types with C++17/C++20 code around them in host and device
// functions: if constexpr, structured bindings, generic lambdas, class template argument
// deduction, fold expressions, and (from C++20) a concept over Eigen's expression types
#include <Eigen/Dense>
#include <type_traits>
#include <tuple>

template <typename Derived>
EIGEN_DEVICE_FUNC auto frob(const Eigen::MatrixBase<Derived>& m) {
  if constexpr (Derived::IsVectorAtCompileTime) {
    return m.norm();
  } else {
    return m.norm() + m.trace();
  }
}

template <typename... Ms>
EIGEN_DEVICE_FUNC float sum_norms(const Ms&... ms) {
  return (0.0f + ... + ms.norm());
}

#if __cplusplus >= 202002L
template <typename T>
concept EigenMatrix = std::is_base_of_v<Eigen::MatrixBase<T>, T>;

template <EigenMatrix M>
EIGEN_DEVICE_FUNC typename M::Scalar first(const M& m) requires(M::SizeAtCompileTime > 0) {
  return m(0);
}
#else
template <typename M>
EIGEN_DEVICE_FUNC typename M::Scalar first(const M& m) { return m(0); }
#endif

EIGEN_DEVICE_FUNC std::tuple<Eigen::Vector3f, float> split(const Eigen::Vector4f& v) {
  return {v.head<3>(), v(3)};
}

__global__ void kernel(const float* in, float* out) {
  Eigen::Map<const Eigen::Vector4f> v(in + 4 * threadIdx.x);
  auto [xyz, w] = split(v);
  Eigen::Matrix3f m = xyz * xyz.transpose();
  auto scale = [](const auto& x, float s) { return (x * s).eval(); };
  out[threadIdx.x] = frob(m) + frob(xyz) + sum_norms(xyz, m, scale(xyz, w)) + first(xyz);
}

void host_side() {
  std::pair p{Eigen::Vector2d(1, 2), Eigen::Matrix2d::Identity()};
  auto [a, b] = p;
  Eigen::Vector2d c = b * a;
  (void)frob(c);
  kernel<<<1, 32>>>(nullptr, nullptr);
}
