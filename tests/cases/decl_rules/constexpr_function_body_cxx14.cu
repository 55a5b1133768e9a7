// cufe-std: c++14
// What a constexpr function's body may not hold: a static, extern or thread_local variable
// (2661), before C++20 a variable of a builtin type left uninitialized (2662), a goto (2388)
// and a label (2754), before C++20 a try block (2388) and an asm statement (2388, a warning).
// Lambdas and local classes in it are functions of their own; templates are not judged here.
constexpr int a() { static int n = 0; return n; }
constexpr int b() { extern int e; return 1; }
constexpr int c() { thread_local int t = 1; return t; }
constexpr int d() { int u; u = 1; return u; }
constexpr int f() { static const int k = 1; return k; }
int g() { static int n = 0; int v; v = n; return v; }
struct S { constexpr int m() const { static int z = 1; return z; } };
constexpr int h() { goto out; out: return 1; }
constexpr int i() { try { return 1; } catch (...) { return 2; } }
constexpr int j() { asm("nop"); return 1; }
constexpr int k() { int x = 1; int y{}; typedef int T; T z = 2; return x + y + z; }
constexpr int m() { struct L { int get() { static int q = 0; return q; } }; return 1; }
constexpr int n() { struct P { int w; } p{}; return p.w; }
