// A non-static member function named through an object without a call (300, at its name).
struct S { int f(int); static int sf(int); };
void g(int (*)(int));
void h(S s) {
  g(s.f);
  g(s.sf); (s.f)(1);
}
