// cudafe-ref-flags: --std=c++20
// A lambda's template parameters are names its body may use (a non-type one here): not
// undefined identifiers, and the body, a template, is not typed.
template <int N> struct Tag {};
int use() {
  auto add = []<typename U, int N>(U u, Tag<N>) { return u + N; };
  auto scale = []<class T>(T v) { T twice = v + v; return twice; };
  return add(1, Tag<2>{}) + scale(3);
}
