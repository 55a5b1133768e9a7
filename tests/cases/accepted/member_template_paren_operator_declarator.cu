// A member template whose declarator-id is parenthesized, `const R<D, O> (operator-)(...)`, declares no member named like the return type's template: `R` stays a class template (Eigen 3.4 CommonCwiseBinaryOps.h: EIGEN_MAKE_CWISE_BINARY_OP's `(METHOD)(const ... &other) const`, every Eigen unit).
template <typename A, typename B> struct R { R(int, int) {} };
template <typename T> struct Base {};
template <typename D> struct M {
  template <typename O> const R<D, O> (operator-)(const Base<O>& other) const { return R<D, O>(1, 2); }
  template <typename O> R<D, O> (named)(const Base<O>& other) const { return R<D, O>(3, 4); }
  template <typename O> R<O, D> plain(const Base<O>&) const { return R<O, D>(5, 6); }
};
int use(M<int>& m, Base<float>& b) { m - b; m.named(b); m.plain(b); return 0; }
