// A parenthesised variable template-id whose arguments expand `B&...` is no fold expression (issue 14; every unit including <cuda/std/functional>).
namespace ns { template<class F, class... A> constexpr bool inv_v = true; }
template<class F, class... A> constexpr bool inv_v = true;
template<class X> struct W { template<class... U> static constexpr bool v = true; };
template<class... B> bool g(){ return (inv_v<int, B&...>); }
template<class... B> bool g2(){ return (ns::inv_v<int, B&&...>) && (W<int>::template v<B&...>); }
template<class... B> struct G3 { template<class... C> static constexpr bool v = (inv_v<C, B&...> && ...); };
bool use() { return g<int>() && g2<int>() && G3<int>::v<char>; }
