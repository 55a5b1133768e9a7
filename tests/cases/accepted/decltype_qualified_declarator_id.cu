// A decltype-specifier qualifying a declarator-id, `int decltype(foo())::i;` (clang's
// CXX/dcl.decl/dcl.meaning/p1-0x; the reference accepts it with warning 2613).
class foo {
  static int i;
  void func();
};
int decltype(foo())::i;
void decltype(foo())::func() {
}
