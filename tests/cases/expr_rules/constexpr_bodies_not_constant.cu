// A constexpr function whose every evaluation calls a function that is not constexpr, or a
// builtin EDG does not evaluate, makes a constant expression calling it not constant (28 at
// the expression), cut from GCC's g++.dg/cpp1y/constexpr-50060.C. The call must be certain:
// behind `&&`, `?:` or an `if` it may not run, and the model stays silent.
extern "C" double frexp(double, int *);
extern "C" double modf(double, double *);
double plain(double);

constexpr double f0(double x) {
  double y{};
  double z{};
  __builtin_sincos(x, &y, &z);
  return y;
}
constexpr int f3(double x) {
  int y{};
  frexp(x, &y);
  return y;
}
constexpr double f4(double x) {
  double y{};
  return modf(x, &y);
}
constexpr double direct(double x) { return plain(x) + 1; }
constexpr int guarded(int x) { return x > 100 && plain(x) > 0; }
constexpr int chosen(int x) { return x > 100 ? int(plain(x)) : 2; }
constexpr int branched(int x) {
  if (x > 100)
    return int(plain(x));
  return 3;
}
constexpr double evaluated(double x) { return __builtin_fabs(x) + __builtin_ceil(x); }

static_assert(f0(0.0) == 0.0, "");
static_assert(f3(6.5) == 3, "");
static_assert(f4(-7.25) == -0.25, "");
static_assert(direct(1.0) > 0, "");
static_assert(guarded(1) == 0, "");
static_assert(chosen(1) == 2, "");
static_assert(branched(1) == 3, "");
static_assert(evaluated(-1.5) == 0.5, "");
constexpr int k = f3(1.0);
int main() {
  switch (1) {
  case f3(2.0):
    break;
  }
}
