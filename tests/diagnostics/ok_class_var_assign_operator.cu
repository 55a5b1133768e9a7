struct S { int x; S &operator=(int); };
__device__ S s;
void h() { s = 1; }
