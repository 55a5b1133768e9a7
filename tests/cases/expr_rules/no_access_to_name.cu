// A private or protected member used outside its class (265), at the member's name.
class A { int x; void pf(); public: int y; void pub(); protected: int z; };
struct S { private: int hidden; public: int shown; };
void f(A a, S *s) {
  a.x = 1;
  a.pf();
  a.z = 3;
  s->hidden = 4;
  a.y = 2; a.pub(); s->shown = 5;
}
