// `*` applied to a value that is no pointer (75), at the operand.
void f(int i, double d) {
  *i = 3;
  d = *d;
}
