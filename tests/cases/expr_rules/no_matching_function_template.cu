// Calls of function templates none of whose specializations takes the arguments (304, at the
// name): template argument deduction fails (two arguments deduce one parameter differently,
// a pointer parameter gets no pointer, a non-const reference gets an rvalue, a parameter is
// deduced from nothing) or the arguments are too many or too few. Explicit specializations
// are no candidates. Valid look-alikes stay silent.
template <class T> T maxof(T a, T b) { return a > b ? a : b; }
template <class T> void byref(T &a, T &b) {}
template <class T> void cref(const T &a, const T &b) {}
template <class T> void ptr(T *p) {}
template <class T> void cptr(const T *p, T v) {}
template <class T> T make() { return T(); }
template <class T, class U = int> U withdef(T t) { return U(); }
template <class T> void one(T t) {}
template <class T> void fwd(T &&a, T &&b) {}
template <class... Ts> void pack(Ts... ts) {}
template <class T> void mixed(T *p);
void mixed(double);
template <class T> void lref(T &r) {}
template <class T> void spec(T a, T b);
template <> void spec(int a, int b);
template <class T> void later(T a, int n);
template <class T> void later(T a, int n, int m = 0);
template <class T> void dflt(T a, T b = T()) {}
struct S {};
void use() {
  int i = 0; short s = 0; double d = 0; const int ci = 0; int arr[3]; S obj;
  maxof(1, 2);            // fine
  maxof(1, 2.0);
  maxof(i, s);
  maxof(arr, &i);         // fine: the array decays to int *
  byref(i, s);
  byref(i, ci);
  cref(i, ci);            // fine: T = int from both
  cref(i, d);
  ptr(i);
  ptr(arr);               // fine
  ptr(0);
  ptr(nullptr);
  ptr(obj);
  cptr(&ci, i);           // fine: T = int
  cptr(&i, i);            // fine: a qualification conversion adds const
  cptr(&i, d);
  make();
  make<int>();            // fine: explicit template argument
  withdef(1);             // fine: U has a default
  one();
  one(1, 2);
  fwd(i, i);              // fine: T = int & from both
  fwd(i, 1);
  pack(1, 2.0);           // fine: a pack
  mixed(i);               // fine: mixed(double)
  mixed(&i);              // fine
  mixed("x");             // fine: T = const char
  lref(1);
  lref(i + 1);
  lref(ci);               // fine: T = const int
  lref(arr);              // fine: T = int[3]
  spec(3, 'c');
  spec(3, 4);             // fine
  later(1, 2, 3);         // fine: the second template
  dflt(1);                // fine
  dflt(1, 2.0);
  maxof("ab", "abc");     // fine: both decay to const char *
}
