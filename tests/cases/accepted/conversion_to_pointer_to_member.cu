// A conversion function to a pointer to member, `operator T C::*()`, declared and defined in class (GCC testsuite g++.dg/conversion/cond4.C): the conversion type ends with `C::*`.
struct A { int m; };
struct null_t {
  template <class T> operator T *() const { return 0; }
  template <class C, class T> operator T C::*() const { return 0; }
  operator int A::*() const { return &A::m; }
};
struct N { operator int A::*() const; };
int use(A &a, null_t n) { int A::*pm = n; return a.*pm; }
