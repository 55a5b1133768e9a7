// 550 for a local whose initializer only computes a value, through parentheses and casts to
// built-in types too (`(long)i`, `static_cast<int *>(p)`); an initializer that calls or
// assigns counts as a use (silent).
int g();
void h(int i, void *p) {
  long b = (long)(i + 1);
  int *q = static_cast<int *>(p);
  unsigned u = (unsigned)g();
  int w = (i = 2);
  (void)b; (void)q; (void)u; (void)w;
}
