// No function of an overload set takes the arguments (304), at the name: by their count or
// by an argument no conversion fits.
void over(int);
void over(int, int);
void ov2(int *);
void ov2(double *);
namespace n { void o(int); void o(int, int); }
struct S { void m(int); void m(int, int); };
void f(S s, int *ip) {
  over(1, 2, 3);
  over();
  ov2(1.0);
  n::o();
  s.m();
  over(1); ov2(ip);
}
