// Before C++20 a function cannot be both constexpr and virtual (2390, at `virtual`), in
// either order; a constexpr non-virtual member and a virtual non-constexpr one are fine.
struct A {
  constexpr virtual int f() const { return 1; }
  virtual constexpr int g() const { return 2; }
  constexpr int h() const { return 3; }
  virtual int i() const { return 4; }
};
