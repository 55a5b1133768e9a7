// 90: a function returning a function
int (f())();
int (*ok())();
