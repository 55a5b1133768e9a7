int g;
extern int e;
int twice(int v) { return v + v; }
void set(int &r) { r = 1; }
void h() {
  int x = twice(g);
  x++;
  x += g;
  set(x);
  e = x;
  int *p = &g;
  int n = sizeof(x);
  (void)p;
  (void)n;
}
typedef long I64;
enum E { E1 };
struct S { static int k; };
void ref(int &r) { set(r); }
I64 w(int *q, I64 n) {
  int a[2];
  q[n] = 1;
  a[n] = 2;
  a[1] += 3;
  int k = E1;
  return k + n;
}
struct P { int a; int b[2]; void f(); };
void m(P s, P *p) {
  s.a = g;
  s.b[0] += s.a;
  p->f();
  set(s.a);
}
