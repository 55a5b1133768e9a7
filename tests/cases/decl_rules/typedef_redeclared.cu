// 256: a typedef name declared again as another type; 1307 (a warning): a typedef of a class
// declared again in the class, even as the same type. Redeclarations as the same type, however
// spelled, are fine outside classes.
typedef int T;
typedef float T;
typedef int U;
typedef U U;
typedef int U;
typedef const int CI;
typedef int const CI;
typedef void (*FP)(const char **);
typedef void (*FP)(const char *const *);
struct S; typedef struct S S; typedef struct S S;
typedef int A[]; typedef int A[3];
void f() { typedef int L; typedef long L; }
struct C { typedef int M; typedef int M; };
typedef void F(const int); typedef void F(int);
typedef int I1; typedef I1 I2; typedef int I2;
namespace N { typedef unsigned long size; }
namespace N { typedef unsigned long size; typedef long size; }
// References to references through typedefs collapse (GCC's g++.dg/cpp0x/rv-restrict): the same types.
typedef int &__restrict restrictLvref;
typedef restrictLvref &&rvrefToRestrictLvref;
typedef restrictLvref rvrefToRestrictLvref;
typedef int &L; typedef L &LL; typedef int &LL;
typedef int &&R; typedef R &&RR; typedef int &&RR;
typedef R &RL; typedef int &RL;
