// After a syntax error in a declaration at namespace or class scope, EDG skips to the next
// `;` (over balanced brackets and braces) or to the `}` that closes the scope, and resumes
// there: on line 7 the braces and `int r = ;` are skipped, one error only.
int a b c d;
int q = ;
struct S { int m; };
int a2 b2 { int x = ; } int r = ;
struct T { int u v; int w = ; int z = ; };
namespace N { int a4 b4 } int n = ;
int s = ;
