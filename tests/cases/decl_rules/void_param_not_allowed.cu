// 526: a parameter of type void
void f(void x);
void g(int, void);
void ok(void);
void ok2(void *p);
