// 549 (a warning): a local read before anything sets it; what sets it (assignments, the
// address, references, reference parameters, overloaded operators, lambdas, loops) is silent.
// (The reference also reports locals of plain class and array types, `S s; h(s);`: cufe does
// not track those yet.)
void f(int);
void g(int *);
struct S { int a; };
void h(S);
void t1() { int x; f(x); }
void t2(bool c) { int x; if (c) x = 1; f(x); }
void t3(bool c) { int x; while (c) { f(x); x = 1; } }
void t4() { int x; g(&x); f(x); }
void t5() { int x; x++; }
void t6() { int x; x = x + 1; }
void t7() { for (int i; i < 10; i++) {} }
void t10() { int x; int &r = x; f(x); (void)r; }
void t11(int c) { int x; switch (c) { case 1: x = 1; break; } f(x); }
void t12(bool c) { int x; if (c) { x = 2; f(x); } else { f(x); } }
void t13() { int x; f(sizeof(x)); }
void t14(bool c) { int x; c ? x = 1 : 0; f(x); }
void t15() { int *p; *p = 1; }
void t16() { int x, y; y = x; f(y); }
void t17(bool c) { int x; if (c) return; f(x); }
void t18() { int x; auto l = [&]{ x = 1; }; l(); f(x); }
void t19() { int x; goto L; L: f(x); }
void t20(bool c) { int x; do { x = 1; } while (c); f(x); }
void t21() { static int x; f(x); }
void t23() { int x; x += 1; }
void fr(int &);
void fc(const int &);
struct St { St &operator>>(int &); };
void u1() { int x; (void)x; }
void u2(St s) { int x; s >> x; f(x); }
void u3(int n) { for (int i; i < n; ) { i = 0; } }
void u4(bool c) { int x; while (c) { f(x); x += 1; } }
void u5() { int x; fr(x); f(x); }
void u6() { int x; fc(x); }
void u7() { int x; int y(x); f(y); }
void u8() { int x; if (x) {} }
void u9() { int *p; f(p[0]); }
void u10() { int x; int y = x; int z = x; f(y + z); }
void u11() { int x; auto &r = x; f(x); (void)r; }
void u12() { int x; f(x); f(x); }
