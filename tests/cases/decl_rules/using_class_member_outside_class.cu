// Outside a class a using-declaration cannot name a class member (754 at the qualifier),
// enumerators included before C++20; a template-id qualifier in a template's block counts
// (g++.dg/lookup/using4.C). Namespace members are fine.
template <class T> struct Foo { int i; };
struct P { int j; enum { K }; static int s; };
namespace Q { int q; }
void f() { using P::j; using Q::q; using P::K; }
template <class T> void g() { using Foo<T>::i; }
using P::s;
using Q::q;
