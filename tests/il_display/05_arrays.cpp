int a[10];
int b[3] = {1, 2, 3};
double m[2][3];
char s[] = "abc";
int c[] = {4, 5};
const int *table[4];
