// A reference to non-const bound to a value that is no lvalue (461) or to a value of another
// builtin or pointer type (434), in an initialization and an argument; at the value.
void gr(int &);
int gi();
int &gir();
void f(int i, double d, int *p) {
  int &r1 = 1;
  int &r2 = i + 1;
  int &r3 = d;
  int &r4 = gi();
  gr(1);
  gr(d);
  int *&r5 = &i;
  double &r6 = i;
  int &r7 = 1.5f;
  int &ok1 = gir(); const int &ok2 = 1; int &ok3 = i; int &ok4 = *p; int *&ok5 = p; gr(i);
  (void)r1; (void)r2; (void)r3; (void)r4; (void)r5; (void)r6; (void)r7; (void)ok1; (void)ok2; (void)ok3; (void)ok4; (void)ok5;
}
