// A qualified declaration of a member its class or namespace does not declare (135 at the
// name, a destructor's at its `~`), cut from GCC's g++.dg/template/error27.C and
// g++.dg/parse/dtor8.C.
struct A { void g(); };
void A::foo() {}
template<int> void A::bar() {}
int A::x = 1;
struct B { friend A::~B(); friend void A::h(); };
namespace N {}
void N::k() {}
