// Values that cannot be assigned to a pointer (513), at the `=`.
void f(int *p, const int *cp, double d, long *lp) {
  p = 1;
  p = d;
  p = cp;
  p = lp;
  p = 0; cp = p; p = nullptr;
}
