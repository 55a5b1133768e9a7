__device__ int v;
void g(const int &n);
void h() { g(v); }
