// Values that cannot initialize a pointer (or an arithmetic object from a pointer) (144); the
// literal 0, nullptr, void *, added qualifiers and derived-to-base conversions can.
struct B { int x; };
struct D : B { int y; };
enum E { X };
void take(...);
void f(int i, double d, const int *cp, void *vp, int *p, B *pb, D *pd) {
  int *p1 = 1;
  int *p2 = i;
  int *p3 = d;
  int *p4 = cp;
  int *p5 = vp;
  double *p6 = p;
  D *p7 = pb;
  int *p8 = X;
  int arr[3];
  int *p9 = &arr;
  int n = p;
  int *ok1 = 0; const int *ok2 = p; void *ok3 = p; B *ok4 = pd; bool ok5 = p; int *ok6 = nullptr; int *ok7 = arr;
  take(p1, p2, p3, p4, p5, p6, p7, p8, p9, n, ok1, ok2, ok3, ok4, ok5, ok6, ok7);
}
