// A friend class template first declared in a class (`template <typename, typename> friend struct traits;`) belongs to the enclosing namespace: a member defined outside the class later names the namespace's class template, `traits<int, S> t(1);` (Eigen 3.4 SparseLUImpl.h + SparseLU_column_dfs.h's column_dfs_traits; Eigen/Sparse, Eigen/SparseLU, Eigen/Eigen).
namespace N {
template <typename S> struct Impl {
  int run();
  template <typename, typename> friend struct traits;
  friend struct plain;
};
template <typename A, typename B> struct traits { traits(int) {} };
struct plain { plain(int) {} };
template <typename S> int Impl<S>::run() {
  traits<int, S> t(1);
  plain p(2);
  return 0;
}
}
