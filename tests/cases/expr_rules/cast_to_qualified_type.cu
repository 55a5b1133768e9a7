// A cast to a type written with top-level const or volatile that is no class (191, a warning
// at the type): C-style and named casts, to an arithmetic type, a pointer, a pointer to
// member. Silent: a class type, qualifiers a typedef brings, const below the top level, a
// reference.
struct S { int a; };
typedef const int CI;
long f1(S s, const int *q, int i) {
  long a = (long const)i;
  int *b = (int* const)&i;
  long c = static_cast<long const>(i);
  int *d = const_cast<int* const>(&i);
  long e = reinterpret_cast<long const>(&i);
  int k = (const volatile int)i;
  int S::*pm = static_cast<int S::* const>(&S::a);
  S t = (const S)s;
  int g = (CI)i;
  const int &h = static_cast<const int &>(i);
  const int *p = (const int *)q;
  int m = (int)i;
  return a + *b + c + *d + e + k + s.*pm + t.a + g + h + *p + m;
}
