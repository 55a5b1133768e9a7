// Locals read before anything is stored in them (549, a warning at the read): in their own
// initializer (not of class type; a reference to a class counts), through a cast that makes
// a value of another type, and as a by-value argument of a function template. `(void)x`, a
// cast to a reference, `sizeof`, taking the address and an assignment first read nothing.
struct B { void g(); };
struct C { C(const C &); C(int); };
void use(...);
template <class T> float &tf(T *);
template <class T> void tg(T &);
template <class T> void th(T, T &);
void f1() { int x; long l = (long)x; use(l); }
void f2() { int x; long l = static_cast<long>(x); use(l); }
void f3() { int *p; long l = reinterpret_cast<long>(p); use(l); }
void f4() { int x; (void)x; }
void f5() { int x; int &r = (int &)x; use(r); }
void f6() { int *p; int *q = const_cast<int *>(p); use(q); }
void f7() { int y = y; use(y); }
void f8() { B &b = b; b.g(); }
void f9() { void *p = &p; use(p); }
void f10() { const int a[] = {a[0]}; use(a); }
void f11() { int z = sizeof(z); use(z); }
void f12() { C c = c; }
void f13() { int w = w + 1; use(w); }
void f14() { int v = (v = 2) + 1; use(v); }
void f15() { static int s = s + 1; use(s); }
int f16() {
  int *ip;
  float &fr = tf(ip);
  int *jp;
  tg(jp);
  int a, b;
  th(b, a);
  int c;
  th(c, c);
  use(fr);
  return *jp + a;
}
// After an error the reference follows nothing: a name reported undefined is called through
// its stand-in (the arguments' reads unknown), a `.` on a scalar reads nothing.
namespace N { template <class T> void nf(T); struct A; }
struct BB;
void f17() { BB *bp; N::A *ap; nf(bp); nf(ap); }
void f18() { int i; i.foo(); }
