// A declaration whose type is a name no declaration makes visible (20, at the name), reported at
// every occurrence: at namespace scope, after a specifier, as a pointer or reference, a function's
// return and parameter types, class members, locals (a local `U *p;` reads as a multiplication),
// typedefs and alias declarations.
// The declaration still parses: nothing else is reported. Valid type names around them are
// silent: through a using-declaration or a using-directive, a member typedef declared later used
// in a member function, a base class's member type, a class named by an elaborated type in a
// parameter, a local class, a name a class key declares, `__`-names an implementation predeclares,
// a global type an inner namespace redeclares only later (CUTLASS's `namespace cute { using dim3 = ::dim3; }`).
Unknown1 g1;
Unknown1 g2;
extern Unknown2 *g3;
const Unknown3 &g4 = 1;
__device__ Unknown4 f4() { return 0; }
void f5(int a, Unknown5 b);
struct S6 { Unknown6 m; Unknown7 *p; };
void f7() {
  Unknown8 a;
  Unknown9 b = 1;
  const Unknown10 c = 2;
  Unknown11 *d;
}
namespace N { struct T1 {}; typedef int T2; Unknown12 n1; }
using N::T1;
T1 ok1;
using namespace N;
T2 ok2;
struct S { void f() { S s; T3 t; (void)s; (void)t; } typedef int T3; struct In { T3 x; T1 y; }; };
struct B { typedef int type; };
struct D : B { type x; void g() { type y; (void)y; } };
struct Q *q; Q *r;
void f8(struct P *p) { P *pp = p; f8(pp); }
void f9() { struct L {}; L l; (void)l; }
class Fwd; Fwd *fp;
struct M { int h(); typedef int MT; };
int M::h() { MT z = 0; return z; }
struct D3 { int x; };
namespace cute { D3 grid(); D3 g1; using D3 = ::D3; D3 g2; }
namespace late { T4 bad; struct T4 {}; T4 good; }
typedef Unknown13 T5;
using T6 = Unknown14;
using T7 = T5;
