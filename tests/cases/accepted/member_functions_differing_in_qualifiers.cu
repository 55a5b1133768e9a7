// Member functions that differ only in cv- or ref-qualifier are overloads, not redefinitions (CUTLASS platform.h, coord.h; Eigen Memory.h; cupy complex.h).
struct V {
  int d;
  int& get() { return d; }
  int const& get() const { return d; }
  int& r() & { return d; }
  int&& r() && { return static_cast<int&&>(d); }
  int const& r() const& { return d; }
};
typedef unsigned long size_type;
size_type n(size_type);
unsigned long n(unsigned long x) { return x; }
