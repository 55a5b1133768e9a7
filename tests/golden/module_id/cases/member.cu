struct S { void f(); };
void S::f() {}
