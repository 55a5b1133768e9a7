// cudafe-ref-flags: --std=c++17
// An array new-expression whose bound is deduced from a braced initializer, `new int[]{1, 2}` (GCC testsuite g++.dg/cpp1z/class-deduction-new1.C).
template <typename T> struct A { A(T); A(); };
int *p1 = new int[]{1, 2};
A<int> *p2 = new A<int>[]{1};
A<int> *p3 = new A<int>[]{A<int>(1), A<int>(2)};
