// sweep cluster: "missing \";\" here" -- range-v3 0.12 (view/sliding.hpp:307): `friend
// adaptor<!Const>;` in a later partial specialization of sliding_view whose earlier ones declare a
// non-template nested `adaptor`; the shared scope kept the earlier non-template entry.
struct adaptor_base {};
template <class Rng, int Cache> struct sliding_view;
template <class Rng> struct sliding_view<Rng, 0> { struct adaptor : adaptor_base { int n_ = 0; }; };
template <class Rng> struct sliding_view<Rng, 1> {
  template <bool Const> struct adaptor : adaptor_base {
    friend adaptor<!Const>;
    int n_ = 0;
    adaptor() = default;
    template <bool Other> adaptor(adaptor<Other> that) : n_(that.n_) {}
  };
  adaptor<true> a;
};
sliding_view<int, 1> v;
