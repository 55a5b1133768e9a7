// sweep cluster: "a declaration should come here" -- Eigen 3.4 CommonCwiseBinaryOps.h:19
// (every Eigen unit): EIGEN_MAKE_CWISE_BINARY_OP declares member templates
// `template<class O> const CwiseBinaryOp<...> (operator-)(const MatrixBase<O>&) const`; the
// oracle's pre-scan of member templates took the last name before the first `(`, the return
// type's template `CwiseBinaryOp`, for the member's name and declared it a function template.
template <typename A, typename B> struct R { R(int, int) {} };
template <typename T> struct Base {};
template <typename D> struct M {
  template <typename O> const R<D, O> (operator-)(const Base<O>& other) const { return R<D, O>(1, 2); }
};
