// A function that overrides a virtual function must return the same type, or a pointer or
// reference to a class derived from the one the overridden function's points to (317).
struct A { };
struct B : A { };
struct Unrelated { };
struct Base {
  virtual int f();
  virtual A *g();
  virtual A &h();
  virtual void k(int);
  virtual const A *m();
  virtual A *n();
  int plain();
};
struct Derived : Base {
  double f();
  Unrelated *g();
  A *h();
  int k(int);
  A *m();             // fine: the overridden returns a more cv-qualified pointer
  B *n();             // fine: covariant
  void k(double);     // fine: another function
  double plain();     // fine: not virtual
};
struct Further : Derived {
  virtual long f();
  B *n();             // fine
};
