__constant__ int c;
void h() { c = 1; }
