// An operator applied to a class object when no operator function of that name exists and
// the class converts to nothing (349, at the operator); an enum converts to an integer.
struct S { int a; };
struct T { int t; T operator+(int); };
enum En { A };
void f(S s, T t, En e) {
  s + 1;
  1 + s;
  s = 1;
  s == s;
  -s;
  !s;
  s[0];
  s += 1;
  t + 1; e + 1; s = s;
}
