// sweep driver (cupy): kernels shaped like the code CuPy generates for ElementwiseKernel and
// ReductionKernel (cupy/_core/_kernel.pyx, _reduction.pyx): CArray/CIndexer parameters,
// CUPY_FOR loops, complex<T> arithmetic, atomics, a shared-memory tree reduction
#include <cassert>
#include <cupy/complex.cuh>
#include <cupy/carray.cuh>
#include <cupy/atomics.cuh>
#include <cupy/math_constants.h>

typedef float in0_type;
typedef complex<float> in1_type;
typedef complex<float> out0_type;

extern "C" __global__ void cupy_scaled_add(const CArray<float, 1, true, true> _raw_in0,
                                           const CArray<complex<float>, 1, true, true> _raw_in1,
                                           CArray<complex<float>, 1, true, true> _raw_out0,
                                           CIndexer<1, true> _ind) {
  ;
  CUPY_FOR(i, _ind.size()) {
    _ind.set(i);
    const in0_type in0 = _raw_in0[_ind.get()];
    const in1_type in1 = _raw_in1[_ind.get()];
    out0_type &out0 = _raw_out0[_ind.get()];
    out0 = in1 * in0 + thrust::exp(in1) - thrust::conj(in1) * 3.14159265f;
  };
}

template <typename T>
__device__ T my_max(T a, T b) { return a > b ? a : b; }

#define REDUCE(a, b) (my_max(a, b))
#define POST_MAP(a) (out0 = a)
#define _REDUCE(_offset) if (_tid < _offset) { \
  _type_reduce _a = _sdata[_tid], _b = _sdata[(_tid + _offset)]; \
  _sdata[_tid] = REDUCE(_a, _b); \
}
typedef double _type_reduce;
typedef double type_in0_raw;
typedef double type_out0_raw;

extern "C" __global__ void cupy_max_reduce(CArray<double, 2> _raw_in0, CArray<double, 1> _raw_out0,
                                           CIndexer<2> _in_ind, CIndexer<1> _out_ind, const int _block_stride) {
  __shared__ char _sdata_raw[512 * sizeof(_type_reduce)];
  _type_reduce *_sdata = reinterpret_cast<_type_reduce*>(_sdata_raw);
  unsigned int _tid = threadIdx.x;
  int _J_offset = _tid >> __popc(_block_stride - 1);
  ptrdiff_t _j_offset = (ptrdiff_t)_J_offset * _out_ind.size();
  int _J_stride = 512 >> __popc(_block_stride - 1);
  ptrdiff_t _j_stride = (ptrdiff_t)_J_stride * _out_ind.size();
  for (ptrdiff_t _i_base = (ptrdiff_t)blockIdx.x * _block_stride; _i_base < _out_ind.size();
       _i_base += (ptrdiff_t)gridDim.x * _block_stride) {
    _type_reduce _s = _type_reduce(-CUDART_INF);
    ptrdiff_t _i = _i_base + (_tid & (_block_stride - 1));
    int _J = _J_offset;
    for (ptrdiff_t _j = _i + _j_offset; _j < _in_ind.size(); _j += _j_stride, _J += _J_stride) {
      _in_ind.set(_j);
      const type_in0_raw in0 = _raw_in0[_in_ind.get()];
      _type_reduce _a = static_cast<_type_reduce>(in0);
      _s = REDUCE(_s, _a);
    }
    _sdata[_tid] = _s;
    __syncthreads();
    for (unsigned int _block = 512 / 2; _block >= _block_stride; _block >>= 1) {
      if (_tid < _block) {
        _REDUCE(_block);
      }
      __syncthreads();
    }
    if (_tid < _block_stride) {
      _s = _sdata[_tid];
    }
    if (_tid < _block_stride && _i < _out_ind.size()) {
      _out_ind.set(static_cast<ptrdiff_t>(_i));
      type_out0_raw &out0 = _raw_out0[_out_ind.get()];
      POST_MAP(_s);
    }
    __syncthreads();
  }
}

extern "C" __global__ void cupy_histogram(const CArray<int, 1, true, true> x, CArray<unsigned long long, 1, true, true> y,
                                          CIndexer<1> _ind) {
  CUPY_FOR(i, _ind.size()) {
    _ind.set(i);
    atomicAdd(&y[x[_ind.get()]], 1ULL);
    atomicAdd(&y[0], complex<float>(1.0f, 2.0f).real() > 0 ? 0ULL : 1ULL);
  }
}
