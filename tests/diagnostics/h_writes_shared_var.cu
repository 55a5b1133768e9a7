__shared__ int s;
void h() { s = 1; }
