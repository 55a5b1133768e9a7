// A constructor initializing two members of one union (827 at the later one), named or
// anonymous, however deep in anonymous structs; cut from GCC's g++.old-deja/g++.other/union4.C.
union A { int i; int j; A () : i (3), j (2) {} };
union B { int i; union { int j; }; B () : i (3), j (2) {} };
union C { union { struct { int i; int j; }; }; C () : i (3), j (2) {} };
struct S { int x; union { int a; int b; }; S() : x(1), a(2) {} S(int) : a(1), b(2) {} };
struct T { int x; union { int a; struct { int b; int c; }; }; T() : b(1), c(2) {} T(int) : x(0), c(2), a(1) {} };
struct V { union { int a; }; int b; typedef int I; V() : a(1), b(2) {} };
