// A member function with a parenthesized name returning its own class (`X0 (f0)(int);` in
// class X0 is no constructor; clang CXX/special/class.ctor/p1.cpp).
struct X0 {
  struct type { };
  X0();
  X0(int);
  X0 (f0)(int);
  X0 (f0)(type);
  X0 f1();
  X0 f1(double);
};
X0::X0() { }
X0 (X0::f0)(int) { return X0(); }
