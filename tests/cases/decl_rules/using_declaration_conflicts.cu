// What a using-declaration brings conflicts with what the scope declares under that name
// (cut from GCC's g++.dg/overload/using2.C and g++.dg/lookup/using-decl1.C): a function of the
// same parameter types (735 when it came first, 734 when after; one extern "C" function is
// no conflict), a variable or class beside a variable or class (101).
namespace B { int i; int j; void f(int); void g(int); int v; extern "C" void cf(int); }
int i;
using B::i;
void f(int);
using B::f;
using B::g;
void g(int);
extern "C" void cf(int);
using B::cf;
void blk() {
  int i;
  using B::i;
  using B::j;
  int j;
  void g(int);
  using B::g;
}
namespace C { struct s {}; int w; void h(); }
struct s {};
using C::s;
void blk2() {
  int w;
  using C::w;
  struct t {};
  using C::h;
  void h();
}
namespace D { void o(int); void o(double); }
void o(char);
using D::o;
void o(long);
