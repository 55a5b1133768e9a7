// cufe-std: c++20
// Since C++20 a using-declaration outside a class may name an enumerator of the class's
// enumerations; other members still give 754 (at the qualifier). A dependent member may be
// an enumerator: not judged in the template.
template <class T> struct Foo { int i; };
struct P { int j; static int s; };
struct R { enum E { K }; int m; };
void f() { using P::j; using R::K; }
template <class T> void g() { using Foo<T>::i; }
using P::s;
using R::K;
using R::m;
