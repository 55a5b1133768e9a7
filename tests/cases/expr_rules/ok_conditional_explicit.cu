// `explicit(e)` with an `e` this model does not evaluate: not held to be explicit (cut from
// clang's SemaCXX/builtin-is-constant-evaluated.cpp).
// cufe-std: c++20
struct T {
  explicit(sizeof(int) == 2) T(int) {}
};
T e = 42;
