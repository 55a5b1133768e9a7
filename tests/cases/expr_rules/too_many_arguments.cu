// A call with more arguments than the only function of its name takes (140), at the first one
// too many; `f(void)` takes none, a C-variadic function any number.
void none(void);
void one(int);
void var(int, ...);
struct S { void m(int); };
__global__ void k(int *p);
void f(S s, int *p) {
  none(1);
  one(1, 2, 3);
  var(1, 2, 3, 4);
  s.m(1, p);
  k<<<1, 1>>>(p, p);
}
struct T { static void st(int); };
void g() { T::st(1, 2); }
