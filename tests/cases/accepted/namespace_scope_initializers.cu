// cudafe-ref-flags: --std=c++20
// Namespace-scope initializers are typed and their names judged (20): each name here is
// declared where the reference finds it. An enumerator brought by `using enum` (at namespace
// scope and in a body), a lambda's parameters, locals and init-captures, a generic lambda's
// template parameter, structured bindings, an anonymous union's members, an inline
// namespace's members, an extern "C" function, a requires-expression's parameter, builtins.
#include <type_traits>
#include <cstddef>
enum class Color { Red, Green };
constexpr bool r1 = requires (int x) { x + 1; };
auto gl = []<class T>(T v) { return sizeof(T) + v; };
auto lam = [](int x) { int y = x; return y; };
auto lam2 = [k = 3, &r = r1](int x) { return x + k + r; };
using enum Color;
Color c1 = Red;
int in_body() { using enum Color; return static_cast<int>(Green); }
struct P { int a; double b; };
std::size_t off = offsetof(P, b);
auto [sa, sb] = P{1, 2.0};
int s3 = sa;
static union { int ua; float ub; };
int u3 = ua;
typedef enum { TA, TB } TE;
TE te = TB;
using Alias = int;
std::size_t sz = sizeof(Alias) + __alignof__(Alias);
int fcast = int(3.5) + Alias(2);
bool tt = std::is_same_v<Alias, int>;
namespace Q { inline namespace V { int qv = 1; } }
int q2 = Q::qv;
namespace Q { int q3 = qv; }
extern "C" { int cfun(int); }
int cf = cfun(1) + __builtin_expect(1, 1);
int main() { return cf + r1 + gl(1) + lam(1) + lam2(1) + static_cast<int>(c1) + s3 + u3 + te + q2 + Q::q3 + fcast + tt + static_cast<int>(sz + off) + in_body() + static_cast<int>(sb) + static_cast<int>(ub); }
