// Members of anonymous unions and structs belong to the enclosing scope (cupy complex.h-style hi/lo unions; also namespace and block scope).
struct U {
  struct hilo { unsigned long lo, hi; };
  union { hilo h; unsigned long long n; };
  struct { int sx, sy; };
  unsigned long get() const { return h.lo + n + sx; }
};
static union { int au; float af; };
int f() { union { int bu; float bf; }; bu = 1; return au + bu; }
