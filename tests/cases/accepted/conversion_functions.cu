// Conversion functions that decide a conversion or a call: hidden, better ranked, explicit,
// templates, virtual bases; surrogate calls that take the arguments; arrays bound to references.
struct A1 { operator int () const; };
struct A2 : A1 { operator int () const; };
struct B : A2 { };
struct C { operator int(); operator long() const; };
struct D { explicit operator int(); operator long(); };
struct E { template <class T> operator T(); operator int(); };
struct Base {}; struct Mid : Base {}; struct Low : Mid {};
struct F { operator Mid&(); operator Low&(); };
struct G { operator Base&(); operator Mid&(); };
struct H { operator int&(); operator int() const; };
struct I { operator int() &; operator int() &&; };
struct J { operator bool(); operator int*(); };
struct K { operator char(); operator int(); };
struct L { operator const Base&(); operator Mid&(); };
struct V1 { operator int(); }; struct V2 : virtual V1 {}; struct V3 : virtual V1 {}; struct V4 : V2, V3 {};
typedef int myint;
struct M { operator int(); operator myint() const; };
int f1(B b) { return b; }
int f2(C c) { return c; }
int f3(D d) { return d; }
int f4(E e) { return e; }
Base &f5(F f) { return f; }
Base &f6(G g) { return g; }
int f7(H h) { return h; }
int f8(I i) { return i; }
bool f9(J j) { return j; }
int f10(K k) { return k; }
Base &f11(L l) { return l; }
int f12(V4 v) { return v; }
int f13(M m) { return m; }
struct P; struct Q { operator P() const; }; struct P { P(const Q&); };
P f14(Q q) { return q; }
struct R; struct S { operator R(); }; struct R { R(S&); R(int); };
R f15(const S s) { return R(1); (void)s; }
typedef void (*pfn)(int &);
typedef void (*pfc)(const int &);
typedef void (*pv)(int, ...);
typedef int (&rf)(long);
struct SA { operator pfn(); operator pfc(); };
struct SB { operator pv(); };
struct SC { operator rf(); };
struct SD { operator pfn() const; };
struct SF { operator int(); void operator()(int); };
struct SX { SX(const int (&)[3]); };
struct SY { SY(int (&)[3]); };
int sa[3];
const int ca[3] = {1, 2, 3};
SX g1() { return sa; }
SX g2() { return ca; }
SY g3() { return sa; }
void takes(const int (&)[3]);
void f(const SD d, int i) {
  const int k = 1;
  SA()(k);
  SA()(i);
  SB()(1, 2, 3);
  SC()(1);
  d(i);
  SF()(1);
  takes(sa);
  takes(ca);
}
