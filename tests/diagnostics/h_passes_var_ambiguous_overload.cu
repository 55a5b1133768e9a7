__device__ int v;
void g(int);
void g(int &);
void h() { g(v); }
