// An access declaration `A::i;` in a class (C++98's spelling of a using-declaration, GCC testsuite g++.dg/inherit/access8.C).
class A { public: int i; class A1 { int j; }; void f(); };
class B : private A { public: A::i; A::A1; A::f; };
int use(B &b) { b.f(); B::A1 a1; (void)a1; return b.i; }
