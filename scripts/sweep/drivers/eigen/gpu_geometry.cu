// sweep driver (eigen): Eigen/Geometry in device code (quaternions, angle-axis, affine
// transforms, cross products), the way Eigen's gpu tests use fixed-size types per thread
#include <Eigen/Geometry>

struct rotate_points {
  EIGEN_DEVICE_FUNC void operator()(int i, const float* in, float* out) const {
    Eigen::Map<const Eigen::Vector4f> q(in + 4 * i);
    Eigen::Quaternionf quat(q(3), q(0), q(1), q(2));
    quat.normalize();
    Eigen::AngleAxisf aa(quat);
    Eigen::Matrix3f R = aa.toRotationMatrix() * quat.conjugate().toRotationMatrix();
    Eigen::Transform<float, 3, Eigen::Affine> T = Eigen::Translation3f(1.f, 2.f, 3.f) * Eigen::AngleAxisf(0.5f, Eigen::Vector3f::UnitZ());
    Eigen::Vector3f p(in[i], in[i + 1], in[i + 2]);
    Eigen::Map<Eigen::Vector3f> res(out + 3 * i);
    res = T * (R * p) + p.cross(Eigen::Vector3f::UnitX());
    res += quat._transformVector(p);
    Eigen::Quaternionf s = quat.slerp(0.25f, Eigen::Quaternionf::Identity());
    res(0) += s.angularDistance(quat);
  }
};

template <typename F>
__global__ void apply(F f, int n, const float* in, float* out) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  if (i < n) f(i, in, out);
}

__global__ void hyperplane_kernel(float* out) {
  Eigen::Vector3f a(1, 0, 0), b(0, 1, 0), c(0, 0, 1);
  Eigen::Hyperplane<float, 3> h = Eigen::Hyperplane<float, 3>::Through(a, b, c);
  Eigen::ParametrizedLine<float, 3> l(Eigen::Vector3f::Zero(), Eigen::Vector3f::Ones().normalized());
  out[threadIdx.x] = l.intersectionParameter(h) + h.absDistance(Eigen::Vector3f::Ones());
}

void launch(int n, const float* in, float* out) {
  apply<<<(n + 127) / 128, 128>>>(rotate_points(), n, in, out);
  hyperplane_kernel<<<1, 32>>>(out);
}
