// range-v3's meta.hpp (`using F = invoke<Fn, X, Y>;` before `template <typename S> using invoke
// = ...;` in compose10_): a member alias template named like an outer template is declared
// where it stands, so the declarations before it still name the outer template.
template <class Fn, class... Args> using invoke = typename Fn::template apply<Args...>;
template <class Fn> struct compose {
  template <class X, class Y> using F = invoke<Fn, X, Y>;
  template <class S> using invoke = F<S, S>;
};
