// A new-expression in every context an expression can stand in (decltype, sizeof, default arguments and template arguments, member initializers, noexcept, placement, lambdas, comparisons): the oracle marks each one's end.
#include <new>
struct T { int v; };
template <class X> auto f(X) -> decltype(new X) { return new X; }
template <class X, int N = sizeof(new X)> struct A {};
static_assert(sizeof(new int) == 8, "");
enum E { e1 = sizeof(new int) };
void g(int *p = new int(3));
struct S { int *m = new int[4]; T *t{new T{1}}; S() : m(new int), t(new T()) {} };
void h() noexcept(noexcept(new int)) {
  int *a = new (std::nothrow) int;
  T *b = ::new T;
  void *c = operator new(4);
  auto l = [] { return new int; };
  delete a; delete b; ::operator delete(c); delete l();
  int **q = new int*[2];
  A<T> x; (void)x; (void)q;
  decltype(new T) z = nullptr; (void)z;
  bool ok = new int != nullptr && new T < new T;
  (void)ok;
  throw new int;
}
