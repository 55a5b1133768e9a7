// A statement that computes a value and does nothing with it (174, a warning at the
// expression); a call, an assignment, a volatile access or a cast to void is not one.
struct S { int a; };
enum En { A };
int g();
void f(int x, int *p, S s, En e, volatile int v) {
  x;
  x + 1;
  x == 1;
  p;
  *p;
  -x;
  !x;
  s.a;
  e + 1;
  1;
  (x);
  x ? 1 : 2;
  p[0];
  &x;
  sizeof(x);
  x < 2 && x > 1;
  "abc";
  A;
  v; g(), x; (void)x; x < 2 && g(); x = 1; x++; g();
}
int h(int x, int y) {
  return (0, x = y) + x;
}
struct Temp { Temp(int); Temp(const Temp &); };
void t(int r) {
  Temp s((0, Temp(r)));   // the comma's left operand; a class on its right needs no operator
}
// Casts of values free of effects are free of them too; floating-point arithmetic and
// conversions are not (they may raise exceptions), `!d` and a conversion to bool are.
void casts(int x, double d, float fl, int *p) {
  (int)x;
  (void)x;                // fine
  static_cast<long>(x);
  (double)x;              // fine
  (int)d;                 // fine
  -d;                     // fine
  d;
  d < fl;                 // fine
  d * 2;                  // fine
  (long)p;
  !d;
  (bool)d;
  static_cast<const int &>(x);
  static_cast<const unsigned &>(x);  // fine: binds to a temporary
}
