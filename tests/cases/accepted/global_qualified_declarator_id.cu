// A `::`-qualified declarator-id after a pointer operator, a builtin type or alone, in and out of class (issue 14: every unit including <cuda/barrier> failed on `friend int* ::N::g();`).
namespace N { int* f(); int* g(); void h(); extern int v; struct S { S(); ~S(); int m(); }; template<class T> T* t(T); }
int* ::N::f(){ return 0; }
struct X { friend int* ::N::g(); friend void ::N::h(); friend int ::N::S::m(); };
int ::N::v = 1;
void ::N::h() {}
::N::S::S() {}
::N::S::~S() {}
int ::N::S::m() { return 0; }
template<class T> T* ::N::t(T) { return 0; }
