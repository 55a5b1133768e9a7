// GNU `__restrict` after `&` / `&&` in a declarator (`int &__restrict r`, GCC testsuite g++.dg/cpp0x/rv-restrict.C): a restrict-qualified reference.
typedef int &__restrict restrict_lref;
typedef restrict_lref &&rvref_to_restrict_lref;
int f(int &__restrict a, int &&__restrict b) { return a + b; }
int g(int x) { restrict_lref r = x; return f(r, 1); }
