// A class object converted to another class both by a converting constructor and by a
// conversion function, neither better (348), in copy-initialization and in a conditional
// expression whose other operand converts in no way.
struct A;
struct C { operator A(); };
struct A { A(C); };
struct P; struct Q { operator P() const; }; struct P { P(Q); };
struct R; struct S { operator R(); }; struct R { R(S &); };
extern A a;
extern C c;
A f1() { return c; }
void f2(bool b, const Q q, S s) {
  A x = c;
  P y = q;
  R z = s;
  b ? c : a;
  (void)x; (void)y; (void)z;
}
// Not ambiguous: a constructor taking a `const` reference beside a conversion function that
// is not `const`, an explicit conversion function.
struct T; struct U { operator T(); }; struct T { T(const U &); };
struct V; struct W { explicit operator V(); }; struct V { V(W); };
T f3(U u) { return u; }
V f4(W w) { return w; }
