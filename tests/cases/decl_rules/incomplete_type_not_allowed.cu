// 70: an object of type void
void v;
extern void w;
void f() { void x; }
struct S { void y; };
void *ok;
