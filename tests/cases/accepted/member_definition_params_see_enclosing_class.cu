// sweep cluster: "cannot parse this construct of a system header" -- libstdc++ <any>:575
// (`template<typename _Tp> void any::_Manager_internal<_Tp>::_S_manage(_Op __which, ...)`).
// The parameter types of an out-of-class member definition are looked up in the member's
// class (and its enclosing classes): `Op` is A::Op here.
struct A {
  enum Op { Get };
  struct M { static void f(Op w); };
};
void A::M::f(Op w) {}
