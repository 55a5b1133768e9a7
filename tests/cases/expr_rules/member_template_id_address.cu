struct A {
  template<typename T> void g(T);
  void take(void (A::*)(int));
  void h() {
    take(&g<int>);
    take(&A::g<int>);
  }
};
