// sweep cluster: "an expression should come here" -- CUTLASS cute/algorithm/functional.hpp:245,
// 258, 259 (every CuTe-based example). Fold expressions over `>>`, `>` and `<` do not parse
// (`<<`, `+`, `&&` do).
template <class... T> constexpr auto shr_r(T... t) { return (t >> ...); }
template <class... T> constexpr auto shr_l(T... t) { return (... >> t); }
template <class... T> constexpr auto gt_r(T... t) { return (t > ...); }
template <class... T> constexpr auto lt_r(T... t) { return (t < ...); }
