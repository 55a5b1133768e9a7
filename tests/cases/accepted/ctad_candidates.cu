// Class template argument deduction the reference accepts: guides with forwarding
// references, initializer_list constructors, copy deduction, defaults, explicit guides in
// direct initialization, constructor templates, variadic constructors, a guide declared
// before its class template's definition.
#include <initializer_list>
template<class T, class U> struct P { P(const T &, const U &); };
template<class T> struct V { V(std::initializer_list<T>); V(int, T); };
template<class T> struct W { template<class It> W(It, It); };
template<class It> W(It, It) -> W<int>;
template<class T> struct F { template<class U> F(U &&); };
template<class U> F(U &&) -> F<U>;
template<class T = int> struct Dflt { Dflt(); };
template<class... Ts> struct Tup { Tup(Ts...); };
template<class T> struct E { explicit E(T); };
template<class T> explicit E(T) -> E<T>;
template<class T> struct Ptr { Ptr(T *); Ptr(int, T *); };
template<class T> struct R { R(T &); };
template<class T> struct Var { Var(T, ...); };
template<class T> struct G;
template<class T> G(T *) -> G<T>;
template<class T> struct G { G(void *); };
int n;
const int cn = 1;
P p(1, 2.0);
P p2{1, 'c'};
V v{1, 2, 3};
V v2 = {1, 2};
W w(&n, &n);
F f(n);
F f2(1);
Dflt dd;
Dflt d2{};
Tup tp(1, 2, 3);
Tup tp0;
E e(1);
E e2{1};
E e3 = E(1);
P p3 = p;
P p4{p};
Ptr pt(&n);
Ptr pt2(0, "x");
R r(n);
R r2(cn);
Var va(1, 2, 3);
G gg(&n);
void g() {
  P local(1, 2);
  auto x = P(1, 2u);
  auto y = V{1};
  (void)local; (void)x; (void)y;
}
