// C-style casts and their operands.

// A cast whose operand is itself a cast to `__typeof (x)` (glibc iscanonical.h): after
// `(void)` the operand is still to come, so `(__typeof (v))` is a cast, not a call.
inline int iscanonical(float v) { return ((void) (__typeof (v)) (v), 1); }

// A cast of a cast of a parenthesised expression.
int cast_chain(long v) { return (int) (short) (v + 1); }

// Extended lambdas (CUDA, after preprocessing): execution-space attributes between the
// introducer and the parameters.
void lambdas(float k) {
  auto dev = [=] __attribute__((device)) (float v) { return v * k; };
  auto hd = [k] __attribute__((host)) __attribute__((device)) (float v) -> float { return v + k; };
  (void)dev; (void)hd;
}

// A qualified member name with template arguments after `->` (shared_ptr.h).
template<typename T> struct sp_base { sp_base& operator=(const sp_base&) { return *this; } };
template<typename T> struct sp : sp_base<T> {
  sp& operator=(const sp& r) { this->sp_base<T>::operator=(r); return *this; }
};

// Attributed statements (shared_ptr_base.h).
int attributed(int n) {
  if (n == 1)
    [[__unlikely__]]
    {
      return 0;
    }
  switch (n) { case 2: n++; [[fallthrough]]; default: break; }
  return n;
}

// Attributes on expression statements and nested statements (max_size_type.h).
int likely_expr(int v, int r) {
  if (v && r) [[likely]]
    v /= r;
  else if (r) [[unlikely]] [[maybe_unused]]
    { v = 0; }
  [[maybe_unused]] int unused = v;
  return v;
}
