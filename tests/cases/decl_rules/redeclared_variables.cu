// A variable declared twice (cut from GCC's g++.dg/parse/redef2.C): two definitions at
// namespace scope (3369, whatever the types), a block's or a class's name taken (101), a
// declaration of another type (147). Parameters, for-loop variables and members shadowed
// in member functions behave as the reference says.
char *d[10];
int d;
extern int e;
char e;
int f;
extern char f;
int g = 1;
char g = 2;
void h() { int x; char x; extern int y; char y; }
struct S { static int m; static char m; };
void h2() { int x; int x; extern int y; extern int y; extern int z; int z; static int w; static int w; }
struct S2 { static int m; static int m; int n; int n; int k; static int k; };
int a2; int a2;
void f3(int x) { int y; { int x; } }
void g3(int p) { int p; }
struct T3 { int a; void m() { int a; } };
void k3() { for (int i = 0; i < 2; ++i) { int i; } if (int c = 1) { } }
template <class U> struct V { U u; static U s; };
template <class U> U V<U>::s;
struct W { union { int q; }; };
