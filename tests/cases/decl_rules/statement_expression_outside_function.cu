// GNU's statement expression belongs in a function body (1166 at its `{` elsewhere); inside
// one its last expression statement is its value, which is used.
int x = ({ 1; });
auto l = [] { return ({ 3; }); };
int f(int a) { return ({ a + 1; }); }
