// `T&&` of the class template's own parameter in a constructor is no forwarding reference
// (P0512R0, GCC testsuite g++.dg/cpp1z/class-deduction26.C): an lvalue cannot bind it, so
// no candidate takes `A{i, 0, ip}` (289, 2958). A deduction guide's `T&&` forwards.
template<class T> struct A {
  template<class U>
  A(T &&, U &&, int *);
  A(T &&, int *);
};
template<class T>
A(T &&, int *) -> A<T>;
int i;
int *ip;
A a0{0, 0, ip};
A a2{i, ip};
A a{i, 0, ip};
A b(i, 0, ip);
A c = {i, 0, ip};
