// A non-static member named by its class outside a member function (245): a data member at
// its name, a call at the qualified name; static members, `&S::m` and `sizeof` are fine.
struct S { int m; int f(int); static int st; static int sf(); };
int g() {
  S::m = 1;
  int i = S::f(1);
  S::st = 2; S::sf(); int S::*pm = &S::m; (void)pm;
  return i + sizeof(S::m);
}
