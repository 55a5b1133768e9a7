// Member functions with a deduced return type that override nothing: another name, other
// parameters, a class with no virtual function of the name, a static member.
struct Base { virtual int value(); virtual int twice(int); };
struct Derived : Base {
  int value() override { return 1; }
  auto twice(int x) -> int override { return x + x; }
  auto other() { return 2; }
};
struct Plain { int value(); };
struct Next : Plain { auto value() { return 3; } };
