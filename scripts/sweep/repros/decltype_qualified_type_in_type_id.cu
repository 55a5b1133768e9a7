// sweep cluster: "a declaration should come here" -- CLI11 2.1 (Option.hpp:524):
// `static_cast<decltype(validators_)::size_type>(index)`: the name after `decltype(..)::` in a
// type-id was left an identifier (the oracle does not know the decltype's type).
struct V { typedef unsigned long size_type; };
int f(V v, int i) { return (int)static_cast<decltype(v)::size_type>(i); }
