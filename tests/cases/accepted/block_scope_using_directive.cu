// A using-directive at block scope makes the namespace's names visible in the block (CUTLASS/CuTe code: `using namespace cute;` inside functions).
namespace cute { template<class A, class B> int make_shape(A, B) { return 0; } template<class T> struct tuple { T t; }; }
int f() { using namespace cute; return make_shape(1, 2); }
int g() { using namespace cute; tuple<int> t{1}; return make_shape<int, int>(t.t, 2); }
