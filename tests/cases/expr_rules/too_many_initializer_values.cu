// 146: more values than elements; 144: a string literal longer than its array
struct P { int x, y; };
int global[2] = {1, 2, 3};
int scalar = {1, 2};
void f() {
  int a[2] = {1, 2, 3};
  int s{4, 5};
  char c3[3] = {'a', 'b', 'c', 'd'};
  double d[1] = {1.0, 2.0, 3.0};
  int *p[1] = {0, 0};
  char c4[4] = "hello";
  char c5[5] = "hello";
  wchar_t w2[2] = L"abc";
  char esc[3] = "\x41\102\n";
  char joined[4] = "ab" "cd";
  int nested[2][2] = {1, 2, 3, 4};      // fine: braces elided
  int exact[3] = {1, 2, 3};             // fine
  int open[] = {1, 2, 3, 4};            // fine: the bound comes from the list
  char fits[6] = "hello";               // fine
  char bigger[10] = "hello";            // fine
  char esc_fits[4] = "\x41\102\n";      // fine
  P pt = {1, 2};                        // fine
  int empty[2] = {};                    // fine
}
