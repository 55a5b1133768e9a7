// CLI11's Option.hpp (`static_cast<decltype(validators_)::size_type>(index)`): a member of a
// decltype's type named where only a type can stand (a cast's type, a declaration).
struct V { typedef unsigned long size_type; int operator[](size_type) const { return 0; } };
struct O {
  V validators_;
  int f(int index) { return validators_[static_cast<decltype(validators_)::size_type>(index)]; }
};
int g(V v) { decltype(v)::size_type n = 0; return static_cast<int>(static_cast<decltype(v)::size_type>(n)); }
