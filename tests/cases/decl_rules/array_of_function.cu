// 88: arrays of functions
int f[3](int);
int (g[3])();
int (*ok[3])();
