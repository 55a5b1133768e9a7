// 304: deduction fails when substituting the deduced arguments into `typename T::x` fails
template <class SID> void k(SID sid, typename SID::T t);
template <class U> void n(U&& u, typename U::type t);
template <class U> void p(U* u, typename U::type t);
template <class U> void m(U u, typename U::type* = 0);
template <class U> void m(U u, ...);
struct E { };
struct H { typedef int T; typedef int type; };
struct B : H {};
void f(H h, E x)
{
  k(H(), 1);
  k(B(), 1);
  k(E(), 1);
  k(1, 1);
  n(h, 1);
  n(H(), 1);
  p(&h, 1);
  p(&x, 1);
  m(x);
}
