// 252: a reference without an initializer
int& r;
int &a, &b = a;
void f() { int &&c; }
extern int &ok;
struct S { int &ok2; };
