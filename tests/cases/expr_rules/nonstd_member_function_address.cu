// A non-static member function named as a value in any form but `&X::f` (504, at the
// expression's first token): bare, with `&` on an unqualified or parenthesized name, in
// parentheses, or qualified without `&`. Calls, `&X::f`, static member functions and members
// named through an object (another error, 300) are not this error.
void take(...);
void takep(void (*)());
struct A {
  void foo();
  int get() const;
  static void sf();
  void bar(int i) {
    foo;
    take(foo);
    &foo;
    &(A::foo);
    &A::foo;                    // fine: the standard form (no effect: 174)
    A::foo;
    this->foo;                  // 300
    take(sf);                   // fine: a static member function
    takep(sf);                  // fine
    void (A::*p)() = &A::foo;   // fine
    void (A::*q)() = &foo;
    take(i ? foo : foo);
    (foo);
    take(A::foo);
    foo();                      // fine: calls
    (foo)();                    // fine
    A::foo();                   // fine
    take(get());                // fine
    take(&A::get, p, q);        // fine
  }
};
void out(A a) {
  &A::foo;                      // fine (174)
  A::foo;
  take(A::foo);
  take(&A::foo);                // fine
  (a.*(&A::foo))();             // fine
  A::sf();                      // fine
  take(A::sf);                  // fine
}
