// A block-scope declaration whose declarator is a parenthesised pointer to member, `void (A::*p)() = &A::f;` (GCC testsuite g++.dg/expr/pmf-1.C, g++.old-deja/g++.jason/precedence.C): the statement is a declaration, not a functional cast.
struct A { void f(); int m; };
struct B : A { void g(); };
int use(A *a, B *b) {
  void (A::*p)() = &A::f;
  int (A::*pm) = &A::m;
  void (B::*q)() = &B::g;
  (a->*p)();
  ((B *)a->*q)();
  (b->*q)();
  return a->*pm;
}
