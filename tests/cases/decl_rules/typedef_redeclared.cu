// 256: a typedef name declared again as another type; 1307 (a warning): a typedef of a class
// declared again in the class, even as the same type. Redeclarations as the same type, however
// spelled, are fine outside classes. (`int[]` then `int[3]` is 256 for the reference; cufe stays
// silent, as where it cannot evaluate a bound.)
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
typedef int A[2 + 1]; typedef int A[3];
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
// Valid redeclarations spelled differently (parameter adjustments, (void), tags, sizeof's type, evaluated bounds).
typedef int (*fp)(void); typedef int (*fp)();
typedef void g(int[]); typedef void g(int*);
typedef void h(void (*)(int)); typedef void h(void (int));
struct foo; typedef struct foo foo_t; typedef foo foo_t;
typedef unsigned long size_type; typedef decltype(sizeof 0) size_type;
typedef long int L1; typedef long L1; typedef signed long L1;
typedef const char *cs; typedef char const *cs;
enum E { E_a }; typedef E E2; typedef enum E E2;
typedef __SIZE_TYPE__ st; typedef unsigned long st;
typedef char16_t c16; typedef char16_t c16;
