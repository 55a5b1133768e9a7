// range-v3's sliding.hpp (`friend adaptor<!Const>;` in sliding_view<Rng, cache::none>, whose
// earlier specializations declare a non-template `adaptor`): a nested class of a later
// specialization of a class template is that body's own, a template there when declared so.
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
