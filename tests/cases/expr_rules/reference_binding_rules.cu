// Reference bindings the reference rejects: a non-const lvalue reference bound to an rvalue (461) or to an lvalue of another type (434), through conversion functions that give prvalues, and an rvalue reference bound to an lvalue (1768); in initializers and arguments.
struct S { S(int); };
struct A { operator float(); };
struct B { operator int&(); };
struct T { };
int g();
int arr[3];
void f() {
  S &s1 = 1;
  int i = 0;
  S &s2 = i;
  int &r2 = A();
  A a;
  int &r3 = a;
  float &r4 = a;
  int &r5 = B();
  void (&fr)() = nullptr;
  int &r6 = g();
  T &t1 = T();
  // (an array bound to a reference to its own type is fine)
  long &l1 = arr[0];
  double &d1 = 1.0;
  // (a const reference binds a temporary)
  int *&p1 = arr;
  int *&p2 = &i;
  int &&rr = i;
  T &&tr = t1;
}
void taker(int&&); void takel(int&); void tp(S&&); void tl(S&);
void calls(int a, S s) { taker(a); takel(1); tp(s); tl(S(1)); }
