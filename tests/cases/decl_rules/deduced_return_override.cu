// A member function whose body deduces its return type (`auto f()`) may not override a
// virtual function: the override would be virtual (2548, at its name). Qualifiers decide
// whether it overrides at all; one that does not hides the virtual function instead (997).
struct Base {
  virtual int value();
  virtual int twice(int) const;
  virtual int moved() &;
};
struct Derived : Base {
  auto value() { return 1; }
  decltype(auto) twice(int x) const { return x + x; }
  auto moved() && { return 2; }
};
struct Trailing : Base {
  auto value() -> int;
  auto twice(int) { return 3; }
};
