// 98: an array of arrays of unknown bound
int a[3][];
extern int ok[][3];
