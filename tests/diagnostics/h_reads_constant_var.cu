__constant__ int c;
int h() { return c; }
