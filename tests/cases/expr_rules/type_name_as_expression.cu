// 254: a type's name where an expression stands (clang's SemaCXX/literal-type: an unknown
// trait `__is_literal(E)` is a call, and its argument a type name). A type name followed by
// `(`, `{` or `::` is a functional cast or a qualifier, which is fine. (After the error cufe
// resumes at the next statement; operands after the type name in the same expression are
// read again as a statement, which the reference does not do.)
enum E { E1 };
typedef int IAR[10];
struct S { static const int n = 1; S() {} S(int) {} };
int f(int);
int g(int a) {
  int e = f(E);
  return f(IAR);
}
int h(int a) { return f(E(1)) + f(S::n) + f((int)S(a).n) + a; }
int k(S s, int a) { int v = f(S{}.n); return v + f(E1) + a; }
