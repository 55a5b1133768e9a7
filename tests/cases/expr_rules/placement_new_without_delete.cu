// 830: a placement operator new without the operator delete of the same placement
// parameters, used where a constructor runs (a warning at the new)
void *operator new(__SIZE_TYPE__, void *where) { return where; }
void *operator new[](__SIZE_TYPE__, void *where) { return where; }
void *operator new(__SIZE_TYPE__, int, int);
void operator delete(void *, int, int);
struct Widget { Widget(); };
struct Plain { int x; };
struct Guarded { Guarded() noexcept; };
struct Sized { Sized(int); };
struct Poly { virtual ~Poly(); };
struct Owns { void *operator new(__SIZE_TYPE__, void *); Owns(); };

void build(void *p) {
  new (p) Widget;          // 830
  new (p) Plain;           // fine: no constructor runs
  new (p) Plain();         // fine
  new (p) Guarded;         // 830, noexcept or not
  new (p) Sized(1);        // 830
  new (p) Poly;            // 830
  new (p) int(3);          // fine
  new (1, 2) Widget;       // fine: operator delete(void *, int, int)
  new (p) Widget[2];       // 830
  new (p) Owns;            // fine: its own operator new
}
