// A call of the only function of its name with fewer arguments than it needs (165): plain,
// qualified, member and C-variadic functions, default arguments added by a redeclaration, and
// a launch. The caret is at the closing parenthesis.
void one(int);
void two(int, int = 0);
void two(int = 1, int);
void var(int, ...);
namespace n { void q(int, int); }
struct S { void m(int, int); static void st(int); };
__global__ void k(int *p, int n);
void f(S s, int *p) {
  one();
  two();
  var();
  n::q(1);
  s.m(1);
  s.st();
  k<<<1, 1>>>(p);
}
void g() { S::st(); }
