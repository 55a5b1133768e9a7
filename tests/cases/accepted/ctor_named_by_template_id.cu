// A constructor (and destructor) declared with a template-id name inside its class template: `explicit B<T>(float)` (issue 14, real third-party code).
template<class T> struct B { int s; explicit B<T>(float x){ s = x; } B<T>() : s(0) {} B<T>(int); template<class U> B<T>(U, U) : s(1) {} ~B<T>() {} };
template<class T> B<T>::B(int) : s(2) {}
template<class T, int N> struct C { C<T, N>(double); };
B<int> b(1.0f);
// The class's own name before a parenthesised pointer declarator is a type, not a constructor.
struct A { A (*fp)(); A (A::*pm); };
template<class T> struct P { P<T> (*fp)(int); };
