// `delete` through a pointer that cannot reach a destructor: to void (852, at the
// operand, also inside a template when the operand does not depend on it) or to a class
// that is still incomplete at that point (414).
struct Later;
void drop(void *p, const volatile void *q, Later *r) {
  delete p;
  delete[] q;
  delete r;
}
template <class T> void drop_all(void *p, T *t) {
  delete p;
  delete t;
}
struct Later { int v; };
void drop_later(Later *r) { delete r; }
