// sweep driver (eigen): fixed-size Eigen types in device code, after Eigen's test/gpu_basic.cu
// and test/gpu_common.h (a kernel template running a functor per thread; products, reductions)
#define EIGEN_DEFAULT_DENSE_INDEX_TYPE int
#include <Eigen/Dense>
#include <cuda_runtime.h>

template <typename Kernel, typename Input, typename Output>
__global__ void run_on_gpu_meta_kernel(const Kernel ker, int n, const Input* in, Output* out) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  if (i < n) {
    ker(i, in, out);
  }
}

template <typename Kernel, typename Input, typename Output>
void run_on_gpu(const Kernel& ker, int n, const Input& in, Output& out) {
  typename Input::Scalar* d_in;
  typename Output::Scalar* d_out;
  std::ptrdiff_t in_bytes = in.size() * sizeof(typename Input::Scalar);
  std::ptrdiff_t out_bytes = out.size() * sizeof(typename Output::Scalar);
  cudaMalloc((void**)(&d_in), in_bytes);
  cudaMalloc((void**)(&d_out), out_bytes);
  cudaMemcpy(d_in, in.data(), in_bytes, cudaMemcpyHostToDevice);
  cudaMemcpy(d_out, out.data(), out_bytes, cudaMemcpyHostToDevice);
  dim3 Blocks(128);
  dim3 Grids((n + int(Blocks.x) - 1) / int(Blocks.x));
  cudaDeviceSynchronize();
  run_on_gpu_meta_kernel<<<Grids, Blocks>>>(ker, n, d_in, d_out);
  cudaDeviceSynchronize();
  cudaMemcpy(const_cast<typename Output::Scalar*>(out.data()), d_out, out_bytes, cudaMemcpyDeviceToHost);
  cudaFree(d_in);
  cudaFree(d_out);
}

template <typename T>
struct coeff_wise {
  EIGEN_DEVICE_FUNC void operator()(int i, const typename T::Scalar* in, typename T::Scalar* out) const {
    using namespace Eigen;
    T x1(in + i);
    T x2(in + i + 1);
    T x3(in + i + 2);
    Map<T> res(out + i * T::MaxSizeAtCompileTime);
    res.array() += (in[0] * x1 + x2).array() * x3.array();
  }
};

template <typename T>
struct redux {
  EIGEN_DEVICE_FUNC void operator()(int i, const typename T::Scalar* in, typename T::Scalar* out) const {
    using namespace Eigen;
    int N = 10;
    T x1(in + i);
    out[i * N + 0] = x1.minCoeff();
    out[i * N + 1] = x1.maxCoeff();
    out[i * N + 2] = x1.sum();
    out[i * N + 3] = x1.prod();
    out[i * N + 4] = x1.matrix().squaredNorm();
    out[i * N + 5] = x1.matrix().norm();
    out[i * N + 6] = x1.colwise().sum().maxCoeff();
    out[i * N + 7] = x1.rowwise().maxCoeff().sum();
    out[i * N + 8] = x1.matrix().colwise().squaredNorm().sum();
  }
};

template <typename T1, typename T2>
struct prod_test {
  EIGEN_DEVICE_FUNC void operator()(int i, const typename T1::Scalar* in, typename T1::Scalar* out) const {
    using namespace Eigen;
    typedef Matrix<typename T1::Scalar, T1::RowsAtCompileTime, T2::ColsAtCompileTime> T3;
    T1 x1(in + i);
    T2 x2(in + i + 1);
    Map<T3> res(out + i * T3::MaxSizeAtCompileTime);
    res += in[i] * x1 * x2;
  }
};

template <typename T1, typename T2>
struct diagonal {
  EIGEN_DEVICE_FUNC void operator()(int i, const typename T1::Scalar* in, typename T1::Scalar* out) const {
    using namespace Eigen;
    T1 x1(in + i);
    Map<T2> res(out + i * T2::MaxSizeAtCompileTime);
    res += x1.diagonal();
  }
};

template <typename T>
struct replicate {
  EIGEN_DEVICE_FUNC void operator()(int i, const typename T::Scalar* in, typename T::Scalar* out) const {
    using namespace Eigen;
    T x1(in + i);
    int step = x1.size() * 4;
    int stride = 3 * step;
    typedef Map<Array<typename T::Scalar, Dynamic, Dynamic> > MapType;
    MapType(out + i * stride + 0 * step, x1.rows() * 2, x1.cols() * 2) = x1.replicate(2, 2);
    MapType(out + i * stride + 1 * step, x1.rows() * 3, x1.cols()) = in[i] * x1.colwise().replicate(3);
    MapType(out + i * stride + 2 * step, x1.rows(), x1.cols() * 3) = in[i] * x1.rowwise().replicate(3);
  }
};

__global__ void matrix3f_product(const float* a, const float* b, float* c, int n) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  if (i >= n) return;
  Eigen::Map<const Eigen::Matrix3f> A(a + 9 * i), B(b + 9 * i);
  Eigen::Map<Eigen::Matrix3f> C(c + 9 * i);
  C = A * B + A.transpose() * B.cwiseAbs();
  C(0, 0) += A.trace() + B.col(1).dot(A.row(2).transpose());
  Eigen::Vector3f v = A.col(0).cross(B.col(1));
  C.col(2) += v.normalized();
}

int main() {
  int nthreads = 100;
  Eigen::VectorXf in(nthreads), out(nthreads * 16);
  in.setRandom();
  out.setZero();
  run_on_gpu(coeff_wise<Eigen::Vector3f>(), nthreads, in, out);
  run_on_gpu(coeff_wise<Eigen::Array44f>(), nthreads, in, out);
  run_on_gpu(redux<Eigen::Array4f>(), nthreads, in, out);
  run_on_gpu(redux<Eigen::Matrix3f>(), nthreads, in, out);
  run_on_gpu(prod_test<Eigen::Matrix3f, Eigen::Matrix3f>(), nthreads, in, out);
  run_on_gpu(prod_test<Eigen::Matrix4f, Eigen::Vector4f>(), nthreads, in, out);
  run_on_gpu(diagonal<Eigen::Matrix3f, Eigen::Vector3f>(), nthreads, in, out);
  run_on_gpu(replicate<Eigen::Array4f>(), nthreads, in, out);
  return 0;
}
