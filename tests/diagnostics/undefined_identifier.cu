int g() { return y; }
void f() { z = 1; }
