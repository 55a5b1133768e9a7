// 85: storage classes on parameters (register is still accepted)
void f(static int x);
void g(int a, extern int b);
void h(thread_local int x);
void ok(register int x);
