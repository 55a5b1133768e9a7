// Between pointers to functions and pointers to objects there is no implicit conversion:
// 513 (assignment), 144 (initialization), 167 (argument), 120 (return); from a pointer to a
// function to `void *` EDG only warns. Cut from g++.dg/conversion/dr195.C; a call with a
// function pointer argument is judged once the function type's associated namespaces (none
// here) are known.
struct S {};
void g();
void take(void *);
void takei(int *);
void takef(void (*)());
void *r1() { return g; }
int *pi;
void foo(void (*pf)(), void *pv, S *ps, char *pc, double *pd) {
  pv = pf;
  pf = pv;
  void *a = pf;
  void (*b)() = pv;
  pi = pv;
  take(pf);
  takei(pf);
  takei(pd);
  takef(pv);
  const void *c = pf;
  ps = pf;
  pf = ps;
  pf = pc;
  const char *cc = pf;
  void (*q)() = g;
  q = &g;
  bool t = pf;
  if (pf) {}
}
