// `int baz(int(foo(0)));` declares a variable: `foo(0)` is a call, no declarator, so the parenthesis holds an initializer (GCC testsuite g++.old-deja/g++.other/decl1.C).
int foo(int);
int bar() {
  int baz(int(foo(0)));
  int foo = baz;
  return foo;
}
