// 239: virtual and friend outside a class
virtual void f();
friend void g();
struct S { virtual void ok(); friend void ok2(); };
