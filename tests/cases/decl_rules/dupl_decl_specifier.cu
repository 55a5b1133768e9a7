// 240: a repeated specifier
inline inline void f();
constexpr constexpr int a = 1;
short short b;
unsigned unsigned c;
struct S { virtual virtual void g(); friend friend void h(); };
thread_local thread_local int d;
