// A value made an object of a class outside its members through the class's one converting
// constructor, which is private or protected: 330 at the value (copy initialization,
// default argument, return, argument); cut from g++.dg/overload/defarg6.C. Members and
// friends may call it; a public one is fine.
class A { int i; A(int i): i(i) {} };
void f (A a = 1) { }
void g () { A a = 1; }
A h() { return 2; }
void k(A);
void m() { k(3); }
class P { protected: P(double) {} };
void n() { P p = 1.5; }
class Q { public: Q(int) {} };
void o() { Q q = 4; }
class R { R(int) {} friend void friendly(); public: static R make() { return 5; } };
void friendly() { R r = 6; }
