// static_assert conditions the one constant evaluator computes: sizeof of builtin types and
// pointers, enumerators, constexpr and const integer variables, one-return constexpr functions
// (arguments and result converted to their types), the usual arithmetic conversions
// (-1 < 0u is false). A false one is 1574 with its message, 2784 without; true ones and
// dependent ones in templates are silent.
static_assert(sizeof(int) == 8, "x");
enum E { A = 1, B };
static_assert(B == 3, "");
constexpr int N = 4;
static_assert(N == 5);
constexpr int sq(int x) { return x * x; }
static_assert(sq(3) == 10, "sq");
const int M = 2;
static_assert(M > 2, "m");
static_assert(sizeof(long) == 8 && sizeof(char) == 1, "ok");
struct S { static_assert(sizeof(S*) == 4, "in class"); };
void f() { static_assert(N + 1 == 6, "block"); static_assert(1 == 2); }
template <int K> struct T { static_assert(K > 100, "dependent"); };
static_assert(N == 4 + 0, "fine");
constexpr unsigned char narrow(int v) { return v; }
static_assert(narrow(300) == 44, "converted result");
static_assert(narrow(300) == 300, "unconverted");
constexpr bool yes = 7;
static_assert(yes == 1, "bool");
static_assert(sq(N) == 16 && sq(sq(2)) == 16, "nested");
enum Big : unsigned { Huge = 0xffffffffu };
static_assert(Huge > 0, "unsigned enumerator");
static_assert(1u - 2 > 0, "wraps");
static_assert('a' == 97 && L'b' == 98, "chars");
static_assert((1 << 4) == 16 && (255 >> 4) == 15, "shifts");
static_assert(N / 2 * 2 == N && N % 3 == 1, "division");
static_assert(N > 3 ? true : false, "conditional");
static_assert(!(N < 3), "not");
