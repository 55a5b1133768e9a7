// sweep driver (eigen): Tensor expressions on a GpuDevice beyond element-wise, after
// unsupported/test/cxx11_tensor_{broadcasting,reduction,shuffling,argmax,scan}_gpu.cu, and a
// TensorFixedSize inside a kernel
#define EIGEN_USE_GPU
#include <unsupported/Eigen/CXX11/Tensor>

template <int Layout>
void tensor_ops(Eigen::GpuDevice& dev, float* d_in, float* d_out, Eigen::DenseIndex* d_idx) {
  using Eigen::Tensor;
  using Eigen::TensorMap;
  TensorMap<Tensor<float, 3, Layout> > in(d_in, 4, 5, 6);
  TensorMap<Tensor<float, 3, Layout> > out(d_out, 8, 5, 6);
  Eigen::array<int, 3> bcast{{2, 1, 1}};
  out.device(dev) = in.broadcast(bcast);
  Eigen::array<int, 3> shuffle{{2, 0, 1}};
  TensorMap<Tensor<float, 3, Layout> > sh(d_out, 6, 4, 5);
  sh.device(dev) = in.shuffle(shuffle);
  Eigen::array<Eigen::Index, 2> red{{1, 2}};
  TensorMap<Tensor<float, 1, Layout> > r(d_out, 4);
  r.device(dev) = in.sum(red) / in.constant(30.0f).sum(red);
  r.device(dev) = in.chip(0, 2).maximum(Eigen::array<Eigen::Index, 1>{{1}});
  TensorMap<Tensor<Eigen::DenseIndex, 0, Layout> > am(d_idx);
  am.device(dev) = in.argmax();
  TensorMap<Tensor<float, 3, Layout> > cs(d_out, 4, 5, 6);
  cs.device(dev) = in.cumsum(1);
  Eigen::array<Eigen::Index, 3> offs{{1, 1, 1}}, ext{{2, 2, 2}};
  TensorMap<Tensor<float, 3, Layout> > sl(d_out, 2, 2, 2);
  sl.device(dev) = in.slice(offs, ext) * in.slice(offs, ext).exp();
  Eigen::array<Eigen::Index, 2> shape{{20, 6}};
  TensorMap<Tensor<float, 2, Layout> > rs(d_out, 20, 6);
  rs.device(dev) = in.reshape(shape).abs();
}

__global__ void fixed_size_kernel(float* out) {
  Eigen::TensorFixedSize<float, Eigen::Sizes<2, 3> > t;
  t.setValues({{1, 2, 3}, {4, 5, 6}});
  Eigen::TensorFixedSize<float, Eigen::Sizes<> > s = t.sum();
  out[threadIdx.x] = s() + t(1, 2);
}

void run_all(float* d_in, float* d_out, Eigen::DenseIndex* d_idx) {
  Eigen::GpuStreamDevice stream;
  Eigen::GpuDevice dev(&stream);
  tensor_ops<Eigen::ColMajor>(dev, d_in, d_out, d_idx);
  tensor_ops<Eigen::RowMajor>(dev, d_in, d_out, d_idx);
  fixed_size_kernel<<<1, 1>>>(d_out);
  dev.synchronize();
}
