struct S { int x; };
__device__ S s;
void g(const S &);
bool operator==(const S &, const S &);
bool h() { return s == s; }
