// A new-expression is a unary-expression: an operand of `*`, a cast, `sizeof` (libstdc++ <bitset>'s `return *new _WordT;`, CUTLASS 77_blackwell_fmha). The new-declarator is greedy: `new int * [n]` is `new (int*[n])`.
struct W { int v; };
int &one() { return *new int; }
W &two() { return *new W{3}; }
int three() { return (*new W).v + sizeof *new int; }
void four() { (void) ::new int(1); (void)new W; }
int **five(int n) { return new int * [n]; }
int six(int a) { return new int(a) != nullptr ? 1 : 0; }
bool seven() { return !new int; }
