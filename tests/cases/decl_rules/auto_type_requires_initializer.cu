// 1593: auto without an initializer
auto a;
void f() { auto b; auto ok = 1; }
