struct S { int a; int f(int x) { return x + a; } static int s; };
int S::s = 1;
int S::*pm = &S::a;
int (S::*pmf)(int) = &S::f;
struct Outer { struct Inner { int i; }; Inner in; };
Outer outer_obj;
Outer::Inner inner_obj;
