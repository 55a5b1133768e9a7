// 251: an array of references
int& a[3];
int& (b)[3];
int &(*c)[3];
extern int (&ok)[3];
