// std::is_constant_evaluated() and __builtin_is_constant_evaluated() are always true where
// the expression is evaluated as a constant (3058, at the call's parenthesis).
namespace std { constexpr bool is_constant_evaluated() noexcept { return __builtin_is_constant_evaluated(); } }
static_assert(__builtin_is_constant_evaluated(), "");
static_assert(std::is_constant_evaluated(), "");
constexpr bool b = std::is_constant_evaluated();
enum E { ONE = std::is_constant_evaluated() };
char arr[__builtin_is_constant_evaluated() + 1];
const bool c = std::is_constant_evaluated();
bool d = std::is_constant_evaluated();
void f(int n) {
  switch (n) { case __builtin_is_constant_evaluated(): break; }
  char x[__builtin_is_constant_evaluated() + 2];
  if constexpr (__builtin_is_constant_evaluated()) {}
  if (n > 0) {}
  constexpr bool e = std::is_constant_evaluated();
  (void)x; (void)e;
}
