// A member class defined later in its class is complete in the member function bodies
// (a complete-class context): temporaries, new and sizeof of it are fine there.
class Group {
 public:
  Group() { make(Gen(0, 0)); Gen g = Gen(1, 2); (void)g; Gen *p = new Gen(3, 4); delete p; (void)sizeof(Gen); }
  void make(int);
  struct Gen { int a, b; Gen(int x, int y) : a(x), b(y) {} operator int() const { return a; } };
};
