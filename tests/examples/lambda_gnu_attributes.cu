// A lambda's GNU attributes are not written to the host translation (the reference re-prints
// lambdas without them): with CUTLASS's `CUTLASS_LAMBDA_FUNC_INLINE` (`__attribute__((always_inline))`,
// sm90_visitor_tma_warpspecialized.hpp) kept, g++ inlines the closures' call operators and the
// object lacks the weak symbols the reference's build defines. `[[...]]` attributes stay.
template <class F, class G> auto apply(F f, G g) { return g(f(1), f(2)); }
template <class... T> struct Visitor {
  template <class P> static bool can_implement(P const &p) {
    return apply([&](auto &&op) __attribute__((always_inline)) { return op + p > 0; },
                 [&](auto &&...ok) __attribute__((always_inline)) { return (true && ... && ok); });
  }
};
bool use_visitor() { return Visitor<>::can_implement(3); }
int plain() {
  auto f = [](int x) __attribute__((always_inline)) { return x; };
  auto g = [] __attribute__((always_inline)) (int x) mutable -> int { return x; };
  return f(1) + g(2);
}
__global__ void k(int *p) { *p = 1; }
