struct S { int f(); int g(); static int h(); };
int S::f() { return 1; }
int S::h() { return 2; }
int after() { return 3; }
S s_obj;
namespace n { struct T { int m(int); }; }
int n::T::m(int k) { return k; }
