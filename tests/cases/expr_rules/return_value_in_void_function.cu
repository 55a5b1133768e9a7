// A value returned from a function returning `void` (120 at the value,
// g++.dg/other/crash-1.C); a `void` expression may be returned, and a lambda's own returns
// are its own.
void g();
void f() { return 0; }
void h() { return g(); }
void k() { return; }
void m() { return 1.5; }
struct S { void get() { return 'c'; } };
void n() { auto l = [] { return 1; }; l(); }
int p() { return 1; }
