// sweep driver (eigen): the Tensor module on a GpuDevice, after Eigen's
// unsupported/test/cxx11_tensor_gpu.cu (element-wise expressions, reductions, contraction)
#define EIGEN_USE_GPU
#include <unsupported/Eigen/CXX11/Tensor>

using Eigen::Tensor;

void tensor_gpu_elementwise(float* d_in1, float* d_in2, float* d_out) {
  Eigen::GpuStreamDevice stream;
  Eigen::GpuDevice gpu_device(&stream);
  Eigen::TensorMap<Eigen::Tensor<float, 1>, Eigen::Aligned> gpu_in1(d_in1, 2);
  Eigen::TensorMap<Eigen::Tensor<float, 1>, Eigen::Aligned> gpu_in2(d_in2, 2);
  Eigen::TensorMap<Eigen::Tensor<float, 1>, Eigen::Aligned> gpu_out(d_out, 2);
  gpu_out.device(gpu_device) = gpu_in1 + gpu_in2;
  gpu_out.device(gpu_device) = (gpu_in1 * gpu_in2).sqrt() + gpu_in1.constant(1.5f);
  gpu_device.synchronize();
}

void tensor_gpu_reduction(float* d_in, float* d_out) {
  Eigen::GpuStreamDevice stream;
  Eigen::GpuDevice gpu_device(&stream);
  Eigen::TensorMap<Eigen::Tensor<float, 2>> in(d_in, 72, 53);
  Eigen::TensorMap<Eigen::Tensor<float, 1>> out(d_out, 53);
  Eigen::array<Eigen::Index, 1> dims{{0}};
  out.device(gpu_device) = in.sum(dims);
  out.device(gpu_device) = in.maximum(dims);
  gpu_device.synchronize();
}

template <int DataLayout>
void tensor_gpu_contraction(float* d_a, float* d_b, float* d_c) {
  Eigen::GpuStreamDevice stream;
  Eigen::GpuDevice gpu_device(&stream);
  typedef Tensor<float, 2, DataLayout> TensorType;
  Eigen::TensorMap<TensorType> a(d_a, 30, 40), b(d_b, 40, 50), c(d_c, 30, 50);
  typedef typename TensorType::DimensionPair DimPair;
  Eigen::array<DimPair, 1> dims = {{DimPair(1, 0)}};
  c.device(gpu_device) = a.contract(b, dims);
  gpu_device.synchronize();
}

template void tensor_gpu_contraction<Eigen::ColMajor>(float*, float*, float*);
