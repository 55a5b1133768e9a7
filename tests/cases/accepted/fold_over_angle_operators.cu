// Fold expressions over `>>`, `>`, `<` and `<<`, and a `...` inside template arguments next to such an operator (issue 14, real third-party code).
template<class... T> constexpr auto r1(T... t){ return (t >> ...); }
template<class... T> constexpr auto r2(T... t){ return (t > ...); }
template<class... T> constexpr auto l1(T... t){ return (... < t); }
template<class... T> constexpr auto l2(T... t){ return (... >> t); }
template<class... T> constexpr auto b1(T... t){ return (t >> ... >> 0); }
template<class... T> constexpr auto b2(T... t){ return (0 < ... < t); }
template<class... T> constexpr auto b3(T... t){ return (t << ... << 1); }
template<class... T> constexpr bool n1(T... t){ return ((t > 0) && ...); }
template<class... T> constexpr int n2(){ return (sizeof(T) + ... + 0); }
template<int... I> struct Seq { static constexpr bool v = (I < ...); static constexpr bool w = (... > I); };
int use() { return r1(8, 1) + r2(2, 1) + l1(1, 2) + l2(8, 1) + b1(8, 1) + b2(1, 2) + b3(1) + n1(1) + n2<int>() + Seq<1, 2>::v; }
