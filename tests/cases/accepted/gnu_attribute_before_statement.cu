// A GNU attribute before a statement that is not a declaration, after a label (GCC testsuite g++.dg/warn/Wunused-label-1.C): `l: __attribute__((unused)) ;`, `l: __attribute__((unused)) f();`.
extern void f9();
void f1() {
 l4: __attribute__ ((unused)) ; f9();
}
void f2() {
 label: __attribute ((unused)) ;
}
void f3() {
 l2: __attribute__ ((unused)) f9();
}
void f4(int x) {
  switch (x) {
  case 1: f9(); __attribute__((fallthrough));
  case 2: f9(); break;
  }
}
