// GNU statement expressions (as glibc's and the kernel's macros write them): the locals they
// declare are names of the routine, and the value of the last statement is used.
static inline int twice(int v) { return ({ int t = v; t + t; }); }
int use(int a) {
  int b = ({ int c = a + 1; c * 2; });
  b = ({ int d = b; d - 1; });
  return b + twice(a);
}
