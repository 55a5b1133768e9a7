// Casts by value that direct initialization allows: explicit constructors and
// conversion functions, templates, derived-to-base copies, and C++20 parenthesized
// aggregate initialization.
// cudafe-ref-flags: --std=c++20
struct Agg { int a; };
struct Bag : Agg { };
struct S { int a; };
Agg from_int(int i) { return static_cast<Agg>(i); }
Bag from_base(const Agg &a) { return (Bag)a; }
struct C { C(int); explicit C(void *); };
struct V { explicit operator int() const; explicit operator bool() const; };
struct W : S { };
struct X { template <class T> X(T); };
struct Y { template <class T> operator T() const; };
struct Z { Z(const S &); };
enum class K { k0 };
template <class T> T conv(const S &s) { return static_cast<T>(s); }
template <class T> int back(T t) { return static_cast<int>(t) + (int)t; }
template <class T> struct Q { int q; };
S s;
void use(const C &, const X &, const Z &);
W w;
int f(int i, K k)
{
  C c1 = static_cast<C>(i);
  C c2 = (C)(void *)0;
  int a = static_cast<int>(V());
  bool b = (bool)V();
  S s2 = static_cast<S>(w);
  X x = static_cast<X>(s);
  int y = static_cast<int>(Y());
  Z z = static_cast<Z>(w);
  Q<int> q = static_cast<Q<int>>(Q<int>());
  (void)s;
  S s3 = (S)s;
  use(c1, x, z);
  use(c2, x, z);
  return a + b + s2.a + s3.a + y + q.q + static_cast<int>(k);
}
