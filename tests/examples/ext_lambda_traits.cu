// cudafe-ref-flags: --extended-lambda
// The extended-lambda type traits (libcu++'s invoke.h asks them in a static_assert): builtins
// that take a type, like `__is_same`.
#include <cstdio>

template <class F>
int call(F f) {
  static_assert(!__nv_is_extended_device_lambda_closure_type(F)
                    || __nv_is_extended_host_device_lambda_closure_type(F)
                    || __nv_is_extended_device_lambda_with_preserved_return_type(F),
                "a __device__ lambda's return type cannot be queried in host code");
  return f(1);
}

int main() {
  auto twice = [] __host__ __device__(int x) { return 2 * x; };
  std::printf("%d\n", call(twice));
  return 0;
}
