__shared__ int s;
int h() { return s; }
