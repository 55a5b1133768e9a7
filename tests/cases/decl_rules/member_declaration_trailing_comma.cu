// A member declaration whose declarator list ends in a comma: accepted with a warning, 228 at
// the comma (GCC's g++.dg/parse/struct-5.C).
struct A { struct B *c,; int d, e,; };
int use(A a) { return a.d + a.e + (a.c != 0); }
