// sweep cluster: "no declaration of "X" is visible here" -- flashinfer mla_kv_pack_fp8.cuh:150.
// A using-directive in a function body does not make the namespace's names visible.
namespace outer {
namespace inner { constexpr int K = 8; }
inline int f() {
  using namespace inner;
  return K;
}
}
