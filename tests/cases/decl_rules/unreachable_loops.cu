// A loop control cannot reach (128, a warning at the loop), cut from GCC's
// g++.dg/warn/sequence-pt-2.C: after return, throw, break, continue, goto, an if whose branches
// all stop, a literally infinite loop no break leaves; only the first statement of an
// unreachable run is judged; in templates, lambdas and device code too.
int f1(int i) {
  for (;;) ;
  i++;
  return i;
}
int f2(int i) {
  for (;;) ;
  while (i) ;
  return i;
}
int f3(int i) {
  return i;
  i++;
}
int f4(int i) {
  while (1) { }
  for (; i; ) ;
  return 0;
}
int f5(int i) {
  for (;;) { if (i) break; }
  while (i) ;
  return 0;
}
void f6(int i) {
  do {} while (1);
  do {} while (i);
}
void f7(int i) {
  for (;;) ;
  { while (i) ; }
}
void g1(int i) {
  return;
  while (i) ;
}
int g2(int i) {
  for (;;) ;
  i++;
  while (i) ;
  return 0;
}
void g3(int i) {
  throw 1;
  for (; i; ) ;
}
void g4(int i) {
  while (i) {
    break;
    while (i) ;
  }
}
void g5(int i) {
  while (true) ;
  while (i) ;
  while (i) ;
}
void g6(int i) {
  if (i) return; else return;
  while (i) ;
}
void g7(int i) {
  for (;;) { continue; }
  while (i) ;
}
void g8(int i) {
  while (1) { while (i) { break; } }
  while (i) ;
}
void g9(int i) {
  switch (i) { case 1: for (;;) ; while (i) ; }
}
__device__ void d1(int i) { for (;;) ; while (i) ; }
__global__ void k1(int i) { for (;;) ; while (i) ; }
__host__ __device__ void hd(int i) { for (;;) ; while (i) ; }
template<class T> void t1(T i) { for (;;) ; while (i) ; }
struct S { void m(int i) { return; while (i) ; } };
auto lam = [](int i) { return; while (i) ; };
void l2(int i) { for (;;) { } do { } while (i); }
void l3(int i) { while (1) { if (i) goto out; } while (i) ; out: ; }
void l4(int i) { for (;;) { switch (i) { case 1: break; } } while (i) ; }
