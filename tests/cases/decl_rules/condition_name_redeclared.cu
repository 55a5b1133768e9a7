// A name declared in a statement's header (its condition or init-statement: 704; a for
// loop's init-statement: 779; a range-based for's variable: 2801) may not be declared again
// in the statement it controls, directly or in the braces of its body; a nested block may.
int v[3];
void f() {
  if (int x = 0; x) { int x; }
  switch (int y = 0; y) { default: int y; }
  for (int z : v) { int z; }
  for (int w : v) int w;
  if (int b = 0) { typedef int b; }
  while (int d = 0) { extern int d; }
  if (int e = 0) { } else { int e; }
  for (int g = 0; g < 1; ++g) { int g; }
  for (int h = 0; h < 1; ++h) int h;
  while (int i = 0) int i;
  if (int a = 0) { { int a = 1; (void)a; } }     // fine: a nested block
  if (int c = 0) { struct c {}; }                // fine: a class name
  if (int k = 0) { auto l = [] { int k = 1; return k; }; l(); }  // fine: a lambda's body
  for (int m = 0; m < 1; ++m) { int n = m; (void)n; }              // fine
}
