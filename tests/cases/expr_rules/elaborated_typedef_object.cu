// `struct A a;` where A is a typedef of int: the declaration is an error (1201) and the
// variable's type is unknown, so `a.foo` is not judged (cut from clang's
// CXX/basic/basic.lookup/basic.lookup.elab/p2.cpp).
typedef int A;
int test() {
  struct A a;
  return a.foo;
}
