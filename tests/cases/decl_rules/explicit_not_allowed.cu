// 771: explicit on something that is not a constructor or conversion function in its class
explicit void f();
struct S { explicit void g(); explicit operator bool(); };
struct T { T(int); }; explicit T::T(int) {}
