// cudafe-ref-flags: --std=c++20
// sweep cluster: "cannot parse this construct of a system header" -- CCCL
// cuda/std/__functional/perfect_forward.h:75 in C++20 (`requires (!is_invocable_v<_Op,
// _BoundArgs&..., _Args...>)`), so cuda/std/ranges and what uses bind_front/bind_back. A
// parenthesised expression holding a template argument `B&...` is taken for a fold expression
// over `&` (`(ok_v<B...>)` and `ok_v<B&...>` unparenthesised are fine). Also in C++17, where
// _CCCL_REQUIRES gives enable_if_t<(...)> (flashinfer norm.cuh, ggml softmax.cu).
template <class... T> inline constexpr bool ok_v = true;
template <class... B> constexpr bool g() { return (ok_v<B&...>); }
