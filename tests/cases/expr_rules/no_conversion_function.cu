// A class object where a builtin or pointer is wanted, from a class with no conversion
// function (413, at the object): initialization, assignment, argument, return, condition
// initializer.
struct S { int a; };
struct C { int c; operator int(); };
void td(double);
double ret(S s) { return s; }
void f(S s, C c, double d) {
  double d1 = s;
  d = s;
  td(s);
  bool b = s;
  double ok1 = c; d = c; td(c);
  td(d + ok1);
}
