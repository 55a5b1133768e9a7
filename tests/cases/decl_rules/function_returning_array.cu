// 91: a function returning an array
int (f(int))[3];
int (*ok(int))[3];
