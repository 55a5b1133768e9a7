// An operator-function-id followed by template arguments and a call in an expression, `return operator=<B>(other);`, names the operator template: `<` opens its arguments (Eigen 3.4 SparseBlock.h `return operator=<BlockType>(other);`; Eigen/Sparse, Eigen/SparseCore and the units including them).
struct B {
  template <typename O> B& operator=(const O&) { return *this; }
  B& operator=(const B& other) { return operator=<B>(other); }
  template <int N> int operator()(int x) const { return x + N; }
  int call(int y) const { return operator()<2>(y) + this->operator()<3>(y) + B::operator()<4>(y); }
};
int use(B& a, const B& b) { a.operator=<B>(b); return a.call(1); }
