// A parameter's default argument ends at the `,` or `)` at its depth: a token that cannot
// continue it is an unexpected end of the default argument (807), in a member's parameters
// and in a namespace-scope function's alike. A call's argument wants its `)` (18).
struct A {
  A(int n = 0 int m);
  void set(int n = 1 2);
};
void f(int a, double b = 2.0 3);
int h(int a, int b);
int k = h(1, 2 3);
