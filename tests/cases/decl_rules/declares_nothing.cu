// A declaration of builtin type specifiers only declares nothing (64): an error in a class, a warning elsewhere.
struct Q {
  int;
  unsigned long;
  const int;
};
int;
namespace N { long; }
void f() { int; }
