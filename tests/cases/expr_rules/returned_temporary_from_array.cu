// An array made an object by a constructor taking a reference to an array, bound to a
// returned reference: a temporary (430); a reference to non-const cannot bind it (434).
struct X { X(const int (&)[3]); };
int a[3];
const int ca[3] = {1, 2, 3};
X f1() { return a; }
X f2() { return ca; }
const X &f3() { return a; }
X &f4() { return a; }
