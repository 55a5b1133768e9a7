struct P { int x; };
__device__ P p;
void h() { p.x = 1; }
