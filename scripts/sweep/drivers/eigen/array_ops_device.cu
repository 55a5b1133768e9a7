// sweep driver (eigen): coefficient-wise Array math, blocks, strided maps, Ref, casts and
// nullary expressions (with a lambda) in device code, per thread as Eigen's gpu tests do
#include <Eigen/Dense>

template <typename T>
struct array_math {
  EIGEN_DEVICE_FUNC void operator()(int i, const float* in, float* out) const {
    using namespace Eigen;
    Map<const T> a(in + i);
    T x = a.abs() + T::Constant(1.0f);
    T y = x.log() + x.exp().min(T::Constant(10.0f)) + x.sqrt() * x.rsqrt() + x.square() - x.cube();
    y = (x > 2.0f).select(y, -y) + x.pow(2.0f) + x.max(y).cwiseMin(x);
    y += x.tanh() + x.sin() * x.cos() + x.round() + x.floor() - x.ceil();
    Map<T> r(out + i * T::SizeAtCompileTime);
    r = y.isFinite().select(y, T::Zero());
    out[i] += (x.isNaN().any() ? 1.0f : 0.0f) + float(x.isInf().count()) + (y.array() > 0.f).all();
  }
};

struct blocks_and_maps {
  EIGEN_DEVICE_FUNC void operator()(int i, const float* in, float* out) const {
    using namespace Eigen;
    Map<const Matrix<float, 4, 4>, 0, OuterStride<8> > m(in, 4, 4, OuterStride<8>(8));
    Matrix4f a = m;
    a.topLeftCorner<2, 2>() *= 2.0f;
    a.block<2, 2>(1, 1) += a.bottomRightCorner<2, 2>().transpose();
    a.row(0).head<3>() = a.col(3).tail<3>().transpose();
    a.diagonal().array() += 1.0f;
    Ref<Matrix4f> ra(a);
    ra.col(1).swap(ra.col(2));
    Matrix<double, 4, 4> d = a.cast<double>();
    Map<Matrix4f>(out + 16 * i) = d.cast<float>().reverse() + a.triangularView<Eigen::Upper>().toDenseMatrix();
    Vector4f n = Vector4f::NullaryExpr([&](Index k) { return float(k) * a(k, k); });
    out[i] += n.stableNorm() + n.lpNorm<1>() + n.lpNorm<Infinity>();
  }
};

template <typename F>
__global__ void run(F f, int n, const float* in, float* out) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  if (i < n) f(i, in, out);
}

void launch(int n, const float* in, float* out) {
  run<<<1, 128>>>(array_math<Eigen::Array4f>(), n, in, out);
  run<<<1, 128>>>(array_math<Eigen::Array33f>(), n, in, out);
  run<<<1, 128>>>(blocks_and_maps(), n, in, out);
}
