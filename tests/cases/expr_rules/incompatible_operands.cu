// 42: operands without a common type, in comparisons and in the last two operands of ?:
struct Base {};
struct Derived : Base {};
struct Other;
enum E { e0 };
void f(bool c, int *ip, unsigned *up, double *dp, const int *cip, void *vp, Base *bp,
       Derived *dp2, Other *op, char *s, int **ipp, const int *const *cipp, E *ep,
       void (*fp)(), int ia[3]) {
  bool r;
  r = ip == dp;
  r = ip < up;
  r = ip != op;
  r = s == 1;
  r = s == 'a';
  r = ep == ip;
  r = fp == ip;
  int *x = c ? ip : up;
  r = ip == cip;          // fine: cv differs only
  r = ip == vp;           // fine: void *
  r = bp == dp2;          // fine: derived to base
  r = dp2 > bp;           // fine
  r = ip == 0;            // fine: a null pointer constant
  r = ip == nullptr;      // fine
  r = ipp == cipp;        // fine: similar types
  r = ia == ip;           // fine: the array decays
  r = (ip) == (0);        // fine
  x = c ? ip : 0;         // fine
  x = c ? ip : ia;        // fine
}
// The operand types come from casts, function names and integer variables too.
extern void fn();
struct Incomplete;
void g(bool c, int i, int *ip, double d, Base b) {
  bool r;
  r = &d != (int *)0;
  r = fn != (Base *)0;
  r = &b != (Incomplete *)0;
  r = ip == i;
  int *x = c ? i : ip;
  r = ip == '\0';         // fine: a character literal of value zero is a null pointer constant
  r = ip == false;        // fine here
  r = ip == e0;           // another error: no operator (349)
  r = &d == (double *)0;  // fine
  r = fn == (void (*)())0; // fine
}
// A cast of the literal 0 to an integer type is still a null pointer constant; other
// integer constants are not.
typedef int Int;
bool casts_of_zero(int *ip) {
  bool r = Int(0) == ip;                   // fine
  r = (int)0 == ip;                        // fine
  r = static_cast<long>(0) == ip;          // fine
  r = Int(1) == ip;                        // error
  r = (0 + 0) == ip;                       // error
  return r;
}
