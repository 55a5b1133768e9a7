__managed__ int m;
void h() { m = 1; }
