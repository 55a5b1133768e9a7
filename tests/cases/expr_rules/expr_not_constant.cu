// An expression that must be constant and certainly is not (28, at its first token): a
// constexpr variable's initializer, a static_assert condition, a case label, an enumerator's
// value, an array bound outside a block (variable-length arrays are GNU C++), that reads a
// parameter, a variable that is not const, a const integer whose initializer is not
// constant, calls a function that is not constexpr, or divides by zero. The valid forms
// around them (enumerators, sizeof, constexpr functions and variables, const integers with
// constant initializers, short-circuited operands) are silent.
int g = 1;
const int cg = 2;
constexpr int ceg = 3;
int f();
constexpr int cf() { return 1; }
extern const int ext;
struct S { static const int sm = 4; };
enum E { X = 5 };
constexpr int ok1 = cg + ceg + cf() + S::sm + X + sizeof(g);
constexpr bool ok2 = false && ext;
constexpr int bad1 = g;
constexpr int bad2 = 1 / 0;
static_assert(g == 1, "g");
int bad_bound[2][g];
enum F { Y = g, Z = X + 1 };
struct Shadow { static const int g = 3; int ok_bound[g]; };
void h(const int **a, int p, const int cp) {
  constexpr int d = **a;
  constexpr int e = p + 1;
  constexpr int e2 = cp;
  constexpr int e5 = f();
  int local = 3;
  const int clocal = local;
  const int clocal2 = 7;
  constexpr int e6 = clocal;
  constexpr int e7 = clocal2 * 2;
  static_assert(p == 1, "p");
  switch (p) {
  case clocal2: break;
  case clocal: break;
  default: break;
  }
  (void)d; (void)e; (void)e2; (void)e5; (void)e6; (void)e7; (void)ok1; (void)ok2; (void)bad1; (void)bad2;
}
