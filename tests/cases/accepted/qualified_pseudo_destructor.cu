// A pseudo-destructor named through a qualifier whose last name is a member typedef
// (`p->C::I::~I()`: the second `I` is looked up where the first was; clang
// CXX/basic/basic.lookup/basic.lookup.qual/p6-0x.cpp).
struct C {
  typedef int I;
};
typedef int I1, I2;
void f(int *p, int *q) {
  p->C::I::~I();
  q->I1::~I2();
}
struct A {
  ~A();
};
typedef A AB;
void g(AB *p) {
  p->AB::~AB();
}
