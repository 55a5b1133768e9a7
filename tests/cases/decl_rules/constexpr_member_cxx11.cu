// In C++11 a constexpr non-static member function is implicitly const, which C++14 drops: a
// warning at `constexpr` (2659) wherever that changes the function's type. A non-const
// function with the same parameters is another overload, not a redeclaration (cut from
// clang's CXX/dcl.dcl/dcl.spec/dcl.constexpr/p8.cpp).
// cufe-std: c++11
struct S {
  constexpr int h();
  int h();
  inline constexpr int b();
  constexpr int c() { return 1; }
  constexpr operator int() { return 0; }
  constexpr int operator()(int) { return 0; }
  constexpr int d() const;
  static constexpr int e();
  friend constexpr int g(S);
  template<class T> constexpr T t();
  constexpr int v() volatile;
  constexpr int r() &;
  int (*fp)();
};
template<class T> struct U {
  constexpr T m();
};
void f() {
  struct L { constexpr int x() { return 0; } };
}
