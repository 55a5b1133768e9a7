struct P { int x; };
__device__ P p;
int h() { return p.x; }
