// No constructor of a class takes the arguments of a direct initialization (289): by their
// count or by an argument no conversion fits.
struct T {
  T(int);
  T(int *, int);
};
struct Copyable { Copyable(double); };
struct Other {};
void take(T);
void f(int i, int *p, Other o) {
  T a("x");
  T b(1, 2);
  T c(p, p, p);
  T *n = new T(1.5, 2);
  T(p, p);
  T d(1);                 // fine
  T e(p, 1);              // fine
  T g(1.5);               // fine: double converts to int
  take(T(a));             // fine: the copy constructor
  Copyable k(i);          // fine
  T *m = new T(i);        // fine
}
