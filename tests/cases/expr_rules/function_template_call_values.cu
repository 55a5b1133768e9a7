// A call of a function template whose specialization deduction finds gives a value of its
// return type over the deduced arguments (references collapse), and the rules on values judge
// it (144, 137, 135). A parameter deduced from nothing takes its default (over the parameters before it).
template <class T> T maxof(T a, T b) { return a > b ? a : b; }
template <class T> const T &cmax(const T &a, const T &b) { return a; }
template <class T> T &&fwd(T &&a) { return static_cast<T &&>(a); }
template <class T> T *addr(T &a) { return &a; }
template <class T> T ident(T a) { return a; }
template <class T, class U = long> U conv(T a) { return a; }
struct S { int v; };
void use(...);
void f() {
  int i = 1; double d = 2; S s;
  int *p = maxof(1, 2);
  double *q = maxof(d, 1.0);
  int j = maxof(1, 2);
  int *r = cmax(i, i);
  cmax(i, i) = 3;
  fwd(i) = 4;
  int *t = fwd(i);
  int *u = addr(i);
  long *w = addr(d);
  S *x = addr(s);
  int y = addr(s)->v;
  int z = ident(s).w;
  use(conv(1));
  maxof(1, 2);
}
template <class T, class U = T *> U same(T a) { return 0; }
template <class T, class W = T> W keep(T a) { return a; }
void defaults() {
  char *c = conv(1);
  long l = conv(1);
  char *d = same(1);
  int *e = same(1);
  int *g = keep(1.0);
}
