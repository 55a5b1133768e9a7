// `return a, b;`: a comma expression after `return` (issue 14, real third-party code).
int f(int a, int b){ return a, b; }
int f2(int a){ return (void)a, a + 1; }
