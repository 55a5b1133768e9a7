// 89: arrays of void
void a[3];
void (b)[3];
void (*c)[3];
void *ok[3];
