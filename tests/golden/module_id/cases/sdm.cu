struct S { static int m; };
int S::m = 4;
int later = 1;
