// A __shared__ variable has no address in host code: taking it or binding a reference to it in a
// host or __host__ __device__ function is warned about (3677, at the name), also through
// parentheses; a __device__ or __constant__ variable's address (its host shadow's) is not.
__shared__ int s;
__device__ int d;
__constant__ int c;
int take(int *p) { return p != nullptr; }
int host_uses() {
  int *p = &s;
  int &r = s;
  int *q = &d;
  const int *cp = &c;
  return take(p) + r + take(q) + (cp != nullptr);
}
__host__ __device__ int host_device_uses() { int &r2 = s; int *p2 = &s; return r2 + take(p2); }
int parenthesised() { int *a = &(s); int *b = (&s); return take(a) + take(b); }
