// Calling a class object whose class has no operator() and no conversion (980, at the
// object).
struct S { int a; };
struct F { void operator()(); };
void f(S s, F fn) {
  s();
  fn();
}
