// sweep driver (eigen): small dense decompositions in device code, after Eigen's
// test/gpu_basic.cu (matrix_inverse, eigenvalues_direct) with LU/LLT/eigen solvers per thread
#define EIGEN_DEFAULT_DENSE_INDEX_TYPE int
#include <Eigen/Dense>

template <typename T>
struct matrix_inverse {
  EIGEN_DEVICE_FUNC void operator()(int i, const typename T::Scalar* in, typename T::Scalar* out) const {
    using namespace Eigen;
    T M(in + i);
    Map<T> res(out + i * T::MaxSizeAtCompileTime);
    res = M;
    res = res.inverse();
    out[i * T::MaxSizeAtCompileTime] += M.determinant();
  }
};

template <typename Type>
struct eigenvalues_direct {
  EIGEN_DEVICE_FUNC void operator()(int i, const typename Type::Scalar* in, typename Type::Scalar* out) const {
    using namespace Eigen;
    typedef Matrix<typename Type::Scalar, Type::ColsAtCompileTime, 1> Vec;
    Type M(in + i);
    Map<Vec> res(out + i * Vec::MaxSizeAtCompileTime);
    Type A = M * M.adjoint();
    SelfAdjointEigenSolver<Type> eig;
    eig.computeDirect(A);
    res = eig.eigenvalues();
  }
};

template <typename Type>
struct solvers {
  EIGEN_DEVICE_FUNC void operator()(int i, const typename Type::Scalar* in, typename Type::Scalar* out) const {
    using namespace Eigen;
    typedef Matrix<typename Type::Scalar, Type::RowsAtCompileTime, 1> Vec;
    Type M(in + i);
    Type A = M * M.transpose() + Type::Identity();
    Vec b = Vec::Ones();
    Map<Vec> res(out + i * Vec::MaxSizeAtCompileTime);
    res = A.llt().solve(b);
    res += A.partialPivLu().solve(b);
    res += A.ldlt().solve(b);
  }
};

template <typename Kernel, typename T>
__global__ void run_kernel(Kernel ker, int n, const T* in, T* out) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  if (i < n) ker(i, in, out);
}

void run(int n, const float* in, float* out) {
  run_kernel<<<1, 128>>>(matrix_inverse<Eigen::Matrix2f>(), n, in, out);
  run_kernel<<<1, 128>>>(matrix_inverse<Eigen::Matrix3f>(), n, in, out);
  run_kernel<<<1, 128>>>(matrix_inverse<Eigen::Matrix4f>(), n, in, out);
  run_kernel<<<1, 128>>>(eigenvalues_direct<Eigen::Matrix3f>(), n, in, out);
  run_kernel<<<1, 128>>>(eigenvalues_direct<Eigen::Matrix2f>(), n, in, out);
  run_kernel<<<1, 128>>>(solvers<Eigen::Matrix3f>(), n, in, out);
}
