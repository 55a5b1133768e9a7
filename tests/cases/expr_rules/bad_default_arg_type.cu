// A default argument initializes its parameter: a value of a type that cannot (310), and a
// reference to non-const bound to no lvalue (461); at the value. Temporaries of classes
// (`B()`) and functional casts (`int(d)`) are prvalues.
struct A {};
struct B : A {};
int global;
double gd;
void h1(int *p = 1.0);
void h2(int &r = 1);
void h3(A &a = B());
void h4(int &r = int(gd));
struct C {
  C(A &a = B()) {}
  void m(char *s = 2.5);
};
void h5(int *p = 0);         // fine
void h6(int &r = global);    // fine
void h7(const A &a = B());   // fine
void h8(double d = 1);       // fine
void h9(bool b = &global);   // fine
void f(int x = 1, int *q = &global) {}  // fine
