// A reference bound to an lvalue of its referred type must keep that lvalue's const and
// volatile (433, at the initializer).
volatile int vi;
const volatile int cvi = 0;
const int ci = 0;
void f() {
  const int &a = ++vi;
  const int &b = vi;
  int &c = ci;
  const int &d = cvi;
  volatile int &e = ci;
  const int &ok1 = ci;
  const volatile int &ok2 = vi;
  int *p = &ci;
  const int *q = &vi;
  (void)a; (void)b; (void)c; (void)d; (void)e; (void)ok1; (void)ok2; (void)p; (void)q;
}
