// Calling a value that is neither a function nor a pointer to one (109), at the callee.
struct P { int *p; void (*fp)(); };
void f(int i, int *ip, P pp) {
  i();
  ip();
  pp.p();
  pp.fp();
}
