// A cast to a const-qualified pointer to member, named through an alias (cut from GCC's
// g++.dg/expr/cast11.C): the qualifier is meaningless (191, a warning at the type), as for
// any scalar; a pointer to a const member is not itself qualified.
struct B { int i; const char c; };
template<typename T> void f(T&&) { }
void f1()
{
  using ptrmem = int B::*;
  f(static_cast<ptrmem const>(&B::i));
  f(const_cast<ptrmem const>(&B::i));
  f(reinterpret_cast<ptrmem const>(&B::i));
  using ptrmem2 = const char B::*;
  f(static_cast<ptrmem2>(&B::c));
  f((int B::* const)&B::i);
}
