// 81: a second storage class, even the same one
static static int a;
static extern int b;
typedef static int T;
struct S { mutable static int x; };
void f() { register static int y; }
static thread_local int ok;
