// A string literal made a pointer to non-const characters: deprecated (2464 for `char *`,
// 2465 for wider characters), in an initialization, an assignment and an argument; a
// conditional between two is no literal any more (144), and other pointers are errors.
void g(char *);
void gi(int *);
void f(int c) {
  char *s = "abc";
  s = "def";
  g("x");
  wchar_t *w = L"abc";
  char *r = "a" "b";
  char *p = c ? "a" : "bc";
  int *i = "abc";
  gi("x");
  const char *ok = "x";
  char arr[] = "abc";
}
