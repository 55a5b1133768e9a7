// A class object called through its conversion to a function pointer none of whose
// parameters take the arguments (980).
typedef void (*pfn)(int &);
typedef void (*pv)(int, ...);
struct A { operator pfn() { return 0; } };
struct B { operator pv(); };
struct D { operator pfn(); };
void f(int i, const D d) {
  const int k = 42;
  A()(k);
  A()(i);
  B()(1, 2, 3);
  d(i);
  (void)d;
}
