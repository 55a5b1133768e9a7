// Control reaching the end of a function that returns a value (940, a warning at the closing
// brace), past loops whose condition reads a run-time value, calls of functions not declared
// never to return, and objects of class type; cut from g++.dg/other/pr52048.C. Calls of
// `noreturn` functions (declared anywhere), infinite loops and implementation names
// (`__builtin_trap`) leave the end unreached or unknown (so does `assert`, which EDG sees
// through and cufe does not yet).
#include <stdlib.h>
#include <stdio.h>
#include <assert.h>
template <class T> struct F { typedef T *i; i begin(); i end(); };
template <class T> T foo();
struct H {};
struct G {};
struct M { int m1(int); int m2(H *); };
struct L { bool baz(); };
[[noreturn]] void die(const char *);
struct Fatal { [[noreturn]] void raise(); };
struct N { bool bar(G &); };
bool N::bar(G &)
{
  M m = foo<M>();
  F<H *> f;
  for (F<H *>::i I = f.begin(), E = f.end(); I != E;) {
    L l;
    if (l.baz())
      m.m1(m.m2(*I));
  }
}
int a1(int n) { if (n) return 1; die("x"); }
int a2(int n) { if (n) return 1; abort(); }
int a3(int n) { if (n) return 1; exit(1); }
int a4(Fatal &f, int n) { if (n) return 1; f.raise(); }
int a5(int n) { while (n) { return 1; } }
int a6(int n) { do { return 1; } while (n); }
int a7(int n) { for (;;) { if (n) return 1; } }
int a8(int n) { while (true) { if (n) return 2; } }
int b1(int n) { int s = 0; for (int i = 0; i < n; ++i) s += i; if (s) return s; }
int b2(int n) { do { n--; } while (n > 0); }
int b3(int n) { puts("x"); }
int b4(int n) { __builtin_unreachable(); }
int b5(int n) { if (n > 3) { return 1; } else { __builtin_trap(); } }
__device__ int d1(int n) { while (n) { n--; } }
