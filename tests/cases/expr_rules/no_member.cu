// A member the class and its bases do not declare (135), through `.`, `->`, `this->` and a
// call; members of bases, anonymous unions and nested enums are found.
struct B { int x; void m(int); };
struct D : B { int y; union { int u1; float u2; }; enum { E1 }; };
void f(D d, D *pd) {
  d.x = 1; d.y = 2; d.u1 = 3; pd->u2 = 4; d.m(1); (void)d.E1;
  d.q = 1;
  pd->r = 2;
  d.nothing(3);
}
struct C { int c; void g(); };
void C::g() { this->c = 1; this->d = 2; }
