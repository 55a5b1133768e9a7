// 403: a member function declared twice in its class (by parameter types: names and typedefs do not matter)
struct S {
  typedef int I;
  void n() {}
  void n() {}
  int m(int a);
  int m(I b);
  // overloads by qualifier, parameter type and template parameters are no redeclarations
  int q() { return 0; }
  int q() const { return 1; }
  int q(long) { return 2; }
  template<class T> T t() { return T(); }
  template<class T, class U> T t() { return T(); }
};
