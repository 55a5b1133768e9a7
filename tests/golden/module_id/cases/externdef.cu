extern int e;
int e = 5;
