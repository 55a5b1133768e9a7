// 2501: thread_local on a function or a non-static data member
thread_local void f();
struct S { thread_local int a; thread_local static int ok; };
void g() { thread_local int ok2; }
