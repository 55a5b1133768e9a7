// sweep cluster: "a declaration should come here" -- range-v3 0.12 (meta/meta.hpp:1505, Debian
// 12's librange-v3-dev): `using F = invoke<Fn, X, Y>;` before `template <typename S> using
// invoke = F<...>;` in the same class, meta::invoke an alias template. The class prescan took
// the member alias template for a member function template and declared it early, so the
// first alias read `invoke` as a function template.
template <class Fn, class... Args> using invoke = typename Fn::template apply<Args...>;
template <class Fn> struct compose {
  template <class X, class Y> using F = invoke<Fn, X, Y>;
  template <class S> using invoke = F<S, S>;
};
