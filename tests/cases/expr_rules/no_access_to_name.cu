// A private or protected member used outside its class (265), at the member's name: through
// an object, qualified by its class (`T::sa`, at the member), and the function an overload
// set's call chooses (`t.k(1)`; `t.k()` chooses a public one). Silent: members used in a
// member function, a friend's class, a public member, a member a derived class names.
class A { int x; void pf(); public: int y; void pub(); protected: int z; };
struct S { private: int hidden; public: int shown; };
void f(A a, S *s) {
  a.x = 1;
  a.pf();
  a.z = 3;
  s->hidden = 4;
  a.y = 2; a.pub(); s->shown = 5;
}
struct T { private: int a; static int sa; int k(int); public: static int pa; int k(); void m() { a = sa + k(1); } };
struct Fr { friend int g(Fr); private: static int fs; };
int g(Fr) { return Fr::fs; }
struct D : T { };
int h(T t) {
  int q = T::sa + T::pa + t.k();
  return q + t.k(1) + D::pa;
}
int n = T::sa;
