// 42, 2710: comparing pointers: to functions of other types (42, at the operator), to void
// and to a function (2710, a GNU extension, a warning)
void handler();
typedef void (*Callback)();
typedef int (*Transform)(int);
int square(int v);
struct Base { };
struct Derived : Base { };
Derived derived;

bool compare(Callback cb, Transform tr, void *raw) {
  bool a = handler != (void *)0;       // 2710
  bool b = (void *)0 == handler;       // 2710
  bool c = handler != (Transform)0;    // 42
  bool d = cb == tr;                   // 42
  bool e = tr == square;               // fine
  bool f = cb == handler;              // fine
  bool g = raw != (void *)&derived;    // fine
  bool h = &derived != (Base *)0;      // fine
  return a && b && c && d && e && f && g && h;
}
