// An array declared without a bound and redeclared with one, `extern int m[]; extern int m[7];` (GCC testsuite g++.old-deja/g++.other/typeck1.C): the same variable ([basic.link]).
extern int m[];
extern int m[7];
extern int n[4];
extern int n[];
int n[4] = {1};
int use() { return m[0] + n[0]; }
