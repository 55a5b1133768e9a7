// A trailing comma in a member declaration, `struct B *C,;` (GCC testsuite g++.dg/parse/struct-5.C): the reference accepts it (warning #228).
struct A { struct B *C,; int d, e,; };
int use(A &a) { return a.d + a.e; }
