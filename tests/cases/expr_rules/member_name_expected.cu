// After `.` or `->` a member's name must come (133), after `operator` an operator (297), after
// `.~` a class's name (40), each at the token that is not one (clang's SemaCXX/invalid-member-expr).
struct X { int a; };
void f(X x, X *p) {
  x.int;
  p->;
  x.operator;
}
void g(X x) {
  x.~int();
}
int h(X x, X *p) { return x.a + p->a; }
