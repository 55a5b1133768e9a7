// A builtin or pointer where a class object is wanted by copy, and the class has no
// converting constructor for it (415, at the value): none declared, only an explicit one,
// or one for another type.
struct S { int a; };
struct K { K(int); int k; };
struct E { explicit E(int); };
void ts(S);
S ret() { return 1; }
void f(int *p) {
  S s2 = 1;
  S s3 = p;
  ts(1);
  K k2 = p;
  E e = 1;
  K ok = 1;
}
