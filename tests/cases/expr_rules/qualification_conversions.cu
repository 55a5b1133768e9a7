// 144, 513, 167, 120: pointers to pointers, arrays and members convert only to similar
// types (the same but for qualifiers, arrays of the same bound), adding a qualifier at a
// level only where every level above is const; adding one below a non-const level is a
// warning in the reference, any other difference an error
struct Rec { int field; };
typedef int Count;
void take(const int **);
const int **give(int **p) { return p; }        // 120, a warning

void convert(int **pp, int ***ppp, char **argv) {
  const int *const *a = pp;                    // fine
  const int **b = pp;                          // 144, a warning
  int *const *c = pp;                          // fine
  volatile int *const volatile *d = pp;        // fine
  int *arr[4];
  int *const (*e)[4] = &arr;                   // fine
  const int *const (*g)[5] = &arr;             // 144: another bound
  int x[3][4];
  const int (*k)[4] = x;                       // fine
  int (*h)[3] = x;                             // 144
  int Rec::*pm = &Rec::field;
  const int Rec::*const *pmc = &pm;            // fine
  const Count *const *ic = pp;                 // fine
  const char *const *cargv = argv;             // fine
  long **lp = pp;                              // 144
  const int *const *const *q = ppp;            // fine
  const int **const *r = ppp;                  // 144, a warning
  int **s = ppp;                               // 144
  b = pp;                                      // 513, a warning
  take(pp);                                    // 167, a warning
}
