// Values returned through references: a non-const lvalue reference from an rvalue (461), from an lvalue of another type (434) or a more qualified one (433, also for arguments), an rvalue reference from an lvalue (1768); a const or rvalue reference bound to a temporary that dies on return (430).
struct X { int x; };
int gi; long gl; const int gc = 1; int ga[3];
int& r1() { return 1; }
int& r2() { return gl; }
int& r3() { return gi; }
X& r4() { return ga; }
int& r5() { return gc; }
void take(X&); void takei(int&);
void f() { const X a{}; take(a); takei(gc); }
int&& r6() { return gi; }
struct Y { int y; Y(int); };
int hi; long hl;
const int& d1() { return 1; }
const long& d2() { return hi; }
const int& d3() { return hi; }
int&& d4() { return 2; }
const Y& d5() { return Y(1); }
const Y& d6() { return 3; }
const int& d7() { return hi + 1; }
const int* const& d8() { return &hi; }
