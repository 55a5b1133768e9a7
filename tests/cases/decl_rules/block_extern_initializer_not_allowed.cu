// 2442: an initialized extern declaration in a block
void f() { extern int a = 1; extern int ok; }
extern int ok2 = 2;
