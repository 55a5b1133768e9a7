// Casts between scalars that no kind of cast makes (171 at the cast): numbers reinterpreted
// as other numbers, pointers from and to floating-point values, pointers made from integers
// or unrelated pointers by static_cast. What some cast does make stays silent.
enum E { e1 };
int i; double d; int *p; float *fp; void *vp;
void f() {
  reinterpret_cast<int>(d);
  reinterpret_cast<double>(i);
  reinterpret_cast<float*>(d);
  reinterpret_cast<E>(i);
  static_cast<int*>(i);
  static_cast<int*>(d);
  static_cast<int*>(fp);
  static_cast<int>(p);
  (int*)1.5;
  (double)p;
  (float*)d;
  int *ok1 = static_cast<int*>(0);
  int *ok2 = static_cast<int*>(vp);
  bool ok3 = static_cast<bool>(p);
  long ok4 = (long)p;
  int *ok5 = (int*)fp;
  int ok6 = reinterpret_cast<int>(i);
  int *ok7 = reinterpret_cast<int*>(fp);
  (void)ok1; (void)ok2; (void)ok3; (void)ok4; (void)ok5; (void)ok6; (void)ok7;
}
