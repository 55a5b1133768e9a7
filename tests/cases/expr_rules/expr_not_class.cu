// `.` on an object of a non-class type (153), at the object.
struct S { int a; };
void f(int i, S *p, double d) {
  i.a = 1;
  p.a = 2;
  d.x = 3;
}
