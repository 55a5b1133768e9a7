// 145: a function with an initializer
void f() = 0;
void g() { int h() = 1; }
