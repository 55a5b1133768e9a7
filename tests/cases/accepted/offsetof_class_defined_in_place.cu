// EDG takes a class defined in place as __builtin_offsetof's type (GCC rejects it), cut from
// g++.dg/parse/pr88180.C; the class's own members may be classes and functions.
struct d {
  static d *b;
} * d::b(__builtin_offsetof(struct {
  int i;
  struct a {
    int c() { return .1f; }
  };
}, i));
unsigned long o = __builtin_offsetof(struct { char c; int j; }, j);
