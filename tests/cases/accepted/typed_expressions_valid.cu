// Correct code the typed-expression rules (sema::typing) must accept: null pointer constants, function
// pointers, conversions to bool and void *, added qualifiers, members found in bases,
// anonymous members, nested enums, using-declarations, default arguments from a
// redeclaration, member functions defined outside their class, lambdas, local classes.
struct S { int a; int *pa; static int st; enum { E1, E2 }; union { int u1; float u2; }; struct { int n1; } nested; int get() const { return a; } static int sget(int); void m(int = 0); operator int*(); };
struct B1 { int b1; void f1(int); }; struct B2 { int b2; };
struct M : B1, B2 { int m; using B1::f1; void f1(int, int); };
typedef void V; void gv(V);
int func(int);
void lf(int, int = 2);
void lf(int = 1, int);
enum Color { Red, Green };
void takes_color(Color);
namespace ns { struct T { int t; }; void over(T); void plain(int, int); }
__global__ void kern(int *p, int n = 3);
void later(int);
struct Fwd;
struct Holder { Fwd *f; };
struct Fwd { int z; };
void use(S &s, const S &cs, S *ps, M &mm, Holder &h) {
  int *p1 = 0L; int *p2 = (0); const char *c0 = 0; int *p3 = nullptr; p3 = nullptr; p3 = 0;
  void (*fp)(int) = 0; int (*fp2)(int) = &func; fp2 = func; int (*fp3)(int) = func;
  int *pc = S();
  bool b = p1; int x = p1 != 0; float f = 1; double *pd = 0;
  const int *cp = p1; int const * const cp2 = p1; volatile int *vp = p1; const volatile int *cvp = cp;
  void *v = p1; const void *cv = cp; void *v2 = &s;
  int **pp = 0; const int *const *cpp = pp;
  s.a = 1; cs.get(); ps->a = 2; s.st = 3; s.u1 = 1; s.nested.n1 = 2; s.sget(1); s.m(); s.m(1); S::sget(2);
  mm.b1 = 1; mm.b2 = 2; mm.m = 3; mm.f1(1); mm.f1(1, 2);
  h.f->z = 1;
  gv(); lf(); lf(1); lf(1, 2);
  takes_color(Red); int ci = Red + 1;
  ns::T t = {1}; over(t); ns::plain(1, 2);
  kern<<<1, 1>>>(p1); kern<<<1, 1>>>(p1, 2);
  later(x + ci);
  int arr[4] = {}; int *pa = arr; int *pe = &arr[1]; int *pl = arr + 1; char *end = (char*)pa + 4;
  const char *lit = "x"; const char *sel = x ? "a" : "b";
  unsigned char buf[4]; unsigned char *pb = buf;
  int local_fn(int, int); local_fn(1, 2);
  auto lam = [&](int q) { return s.a + q; }; lam(1);
  struct Local { int l; } loc; loc.l = 1;
  int k = sizeof(s.a); (void)k;
  Color col = Red; col = Green;
  cp = p1; cp = cp2; v = p1; v = pd;
  s.pa = p1; s.pa = 0;
  (void)b; (void)f; (void)vp; (void)cvp; (void)cv; (void)v2; (void)cpp; (void)pc; (void)fp; (void)fp3; (void)c0; (void)pe; (void)pl; (void)end; (void)lit; (void)sel; (void)pb; (void)col;
}
int S::sget(int q) { return st + q + E1; }
void S::m(int q) { a = q; pa = &a; this->a = 2; get(); nested.n1 = 1; u2 = 1.0f; }
void later(int) {}
