// Several functions of an overload set match the arguments equally well (308, at the name);
// where one is better (an exact match over a promotion over a conversion), it is chosen.
void k(int);
void k(long);
void p(int *);
void p(double *);
void two(int, double);
void two(double, int);
int best(int);
double best(double);
void fine(char);
void fine(int);
void f(int i, double d, unsigned u, short s, float fl) {
  k(d);
  k(u);
  p(0);
  two(1, 1);
  k(i);                   // fine: exact
  k(s);                   // fine: a promotion beats a conversion
  int *q = best(1);       // another error: best(int) returns an int (144)
  double *r = best(fl);   // another error: float promotes to double (144)
  fine('a');              // fine
  fine(true);             // fine: bool promotes to int
  two(1, 1.0);            // fine
}
