// An array is no modifiable lvalue (137), whatever its elements; a parameter declared as an
// array is a pointer and may be assigned.
char a[1];
int b[2], c[2];
struct S { int m[2]; };
void f(int p[3], int q[], S s, int (&r)[2]) {
    a = "";
    b = c;
    p = q;
    *p = 1;
    s.m = c;
    r = c;
    b[0] = 1;
    int *pp = b;
    pp = b;
    *pp = 2;
}
int foo(a = "");
template <class T> void g(T t) { t = t; int z[2]; z = t; }
void h() {
  b++;
  ++b;
  b += 1;
}
