// 248: a pointer to a reference
int & *p;
int &*&q;
int & (*r);
extern int *&ok;
