// Control reaching the end of a function that returns a value (940, a warning at the closing
// brace; cudafe++ for host code, cicc for every function): an empty body, an `if` without
// `else`, expressions and declarations only, a member, a branch that falls through, a device
// function. Silent: every path returns or throws, a call that never returns, main,
// constructors and destructors, a deduced return type, void.
#include <cstdlib>
int f() { }
int g(int x) { if (x) return 1; }
int h(int x) { if (x) return 1; else return 2; }
int k(int x) { x++; }
int l() { abort(); }
__device__ int q(int x) { x *= 2; }
struct S { int mem() { } S() { } ~S() { } };
int main() { }
int r(int x) { if (x) { return 1; } else { x = 2; } }
auto s() { }
int t() { throw 1; }
void u() { }
long *v(int x) { int y = x; (void)y; }
