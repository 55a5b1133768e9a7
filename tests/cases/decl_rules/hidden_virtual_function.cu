// A member function named like a virtual function of a base that overrides none of them
// hides them (997, at the member); one that overrides some of the overloads hides the others
// (611, at the class).
struct B {
  virtual void k(int);
  virtual void m(int);
  virtual void n(int);
  void p(int);
  virtual void q(int);
  virtual void q(double);
};
struct D1 : B { void k(double); };
struct D2 : B { void m(int); void m(double); };     // fine: m(int) overrides
struct D3 : B { int n; };                           // fine: a data member
struct D4 : B { void p(double); };                  // fine: p is not virtual
struct D5 : B { void q(int); };
struct D6 : B { using B::k; void k(double); };      // fine: the using-declaration
struct D7 : B { static void k(double); };
struct D8 : B { template <class T> void k(T); };    // fine: a template
struct Mid : B { };
struct D9 : Mid { void k(char); };
