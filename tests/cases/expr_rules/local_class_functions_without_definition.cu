// A local class's member function declared without a body that the program needs: virtual,
// called, its address taken, a constructor or destructor run (329, a warning at its name; a
// destructor's at its `~`), cut from GCC's g++.dg/conversion/cast1.C. Unused ones, inline
// ones, pure virtual and deleted ones are fine.
void f() {
  struct L { void a(); void b(); void c(); virtual void v(); static void s(); };
  L l;
  l.a();
  (void)&L::b;
  L::s();
}
void g() {
  struct P { virtual void v(); };
}
template<class T> void t() {
  struct P { virtual void v(); };
}
void u() {
  struct Q { Q(); ~Q(); int x; };
  Q q;
  [] { struct R { virtual void w(); }; }();
}
void w() {
  struct S { void unused(); void inl() {} virtual void pure() = 0; void del() = delete; };
  struct D : S { void pure() override {} };
  D d;
  d.inl();
}
