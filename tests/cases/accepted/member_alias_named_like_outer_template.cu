// flashinfer norm/ln_silu_headers.cuh: `using RMSReducer = Reducer<...>;` before the member
// alias `using Reducer = Reducer<...>;`: declarations before the alias still name the template.
template <class T, int N> struct Reducer { static const int SMEM_BYTES = N; };
template <class T> struct Traits {
  using RMSReducer = Reducer<T, 1>;
  using Reducer = Reducer<float, 2>;
  enum { B = Reducer::SMEM_BYTES };
};
Traits<int> t;
