// GNU's statement expression belongs in a function body (1166 at its `{` elsewhere), and
// never in a default argument (1234); inside a body its last expression statement is its
// value, which is used.
int x = ({ 1; });
auto l = [] { return ({ 3; }); };
int f(int a) { return ({ a + 1; }); }
struct S { void m(int p = ({ 4; })) {} };
void g(int q = ({ 5; }));
