// A declarator under `*`/`&` whose parameter is an unnamed pointer/reference declarator, the same ambiguity-free at block and class scope, and a conversion function named with a member typedef out of class (issue 14, real third-party code).
struct C { int m(int); };
int *g(int (*)(int));
int &h(int (&)[3]);
int *k(int (C::*)(int));
int **k2(int (**)(int), int (*const)[2]);
struct T {};
int *p(T());
void blk() { int *g2(int (*)(int)); int &h2(int (&)[3]); int *q(T()); }
struct Q { int *g(int (*)(int)); int &h(int (&)[3]); };
struct MO { typedef int (*FP)(int); operator FP(); };
MO::operator FP() { return 0; }
template<class U> struct MT { typedef U* P; operator P(); };
template<class U> MT<U>::operator P() { return 0; }
namespace NS { struct M2 { typedef int I; operator I() const; }; }
NS::M2::operator I() const { return 0; }
