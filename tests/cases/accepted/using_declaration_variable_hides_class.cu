// A using-declaration of a variable hides a class of the same name brought in by an earlier using-declaration in the block (GCC testsuite g++.dg/lookup/using-decl1.C): `x = 99;` is an expression.
namespace A { int x; }
namespace B { struct x { }; }
void func() {
  using B::x;
  using A::x;
  x = 99;
  struct x x1;
  (void)x1;
}
