int f();
int f() { return 1; }
