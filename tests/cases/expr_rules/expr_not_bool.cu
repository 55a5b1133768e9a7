// A class object tested as a condition, from a class with no conversion function (711, at
// the expression).
struct S { int a; };
struct B { operator bool(); };
int f(S s, B b) {
  if (s) {}
  while (s) {}
  for (; s;) {}
  if (b) {}
  return s ? 1 : 2;
}
