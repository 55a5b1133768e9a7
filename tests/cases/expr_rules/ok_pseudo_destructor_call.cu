// A pseudo-destructor call on a scalar (`.~I()`, `->~I()`) names no class member: no 153 (cut
// from clang's SemaCXX/call-with-static-chain.cpp and CXX/basic/basic.lookup/basic.lookup.qual/p6-0x.cpp).
typedef int I;
void g(int *p, int i) {
  i.~I();
  p->~I();
  (*p).I::~I();
}
