// sweep cluster: "a declaration should come here" -- Eigen 3.4 SparseBlock.h:216
// (`return operator=<BlockType>(other);`; Eigen/SparseCore and every unit including it): an
// operator-function-id with template arguments in an expression; the grammar read `<` as
// less-than.
struct B {
  template <typename O> B& operator=(const O&) { return *this; }
  B& operator=(const B& other) { return operator=<B>(other); }
};
