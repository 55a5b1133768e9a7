// A member may not have its class's name ([class.mem]): 280 at the member's name.
struct A { struct A { int i; }; };
struct C { static int C; };
struct D { enum { D }; };
struct E { typedef int E; };
struct F { using F = int; };
struct G { union { int G; }; };
struct H { struct H; };
struct I { enum class I { x }; };
template<class T> struct L { typedef int L; };
struct M { M(); int M; };
struct P { template<class T> struct P {}; };
class R { static const int R = 1; };
struct S { int x; struct { int S; }; };
union U { enum { U }; };

// Allowed: a non-static data member in a class without constructors, a scoped enumerator,
// a parameter or a nested class's member of that name, a conversion function's class.
struct B { int B; };
struct J { enum class K { J }; };
struct V { int f(int V); struct X { int V; }; };
struct Z { operator int(); int Z; };

// In a template, a typedef or alias of the class's name is only a warning.
template<class T> struct L1 { using L1 = int; };
template<class T> struct L2 { struct L2 {}; };
template<class T> struct L5 { typedef T L5; };
struct O { template<class T> struct L4 { typedef int L4; }; };
