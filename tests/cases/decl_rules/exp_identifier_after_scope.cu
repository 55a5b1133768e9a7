// A scope qualifier with no name after it (40, "expected an identifier", at the token where
// the name should be).
namespace N { int y; int f(); }
int x = N:: + 1;
void f() { int z = N:: ; }
int fine = N::y + ::N::f();
