// sweep cluster: "missing ";" here" -- Eigen 3.4 SparseLU_column_dfs.h:103
// (`column_dfs_traits<IndexVector, ScalarVector> traits(...)` in a member of SparseLUImpl
// defined outside the class; Eigen/Sparse, Eigen/SparseLU, Eigen/Eigen): the class declares
// `template <typename, typename> friend struct column_dfs_traits;`, which the oracle put into
// the class's scope as a plain type, hiding the namespace's class template.
namespace N {
template <typename S> struct Impl {
  void run();
  template <typename, typename> friend struct traits;
};
template <typename A, typename B> struct traits { traits(int) {} };
template <typename S> void Impl<S>::run() { traits<int, S> t(1); }
}
