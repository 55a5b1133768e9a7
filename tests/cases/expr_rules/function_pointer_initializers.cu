// A pointer to function initialized or assigned from a function of another type (144, 513);
// parameters are compared after adjustment, typedefs expanded.
int f1(int, int);
int f2(int, char);
int f3(const int&, char);
void v(double);
void (*g1)(int, int) = f1;
int (*g3)(char, int) = f1;
int (*g5)(int) = f1;
int (*g6)(int, int) = f1;            // fine
int (*g7)(const int, char) = f2;     // fine: top-level const of a parameter is no part of the type
int (*g8)(int, char) = &f2;          // fine
int (*g9)(const int&, char) = f3;    // fine
int (*g10)(int&, char) = f3;
void (*g11)(int) = v;
void (*g12)(double) = &v;            // fine
typedef int F(int, int);
F *g13 = f1;                         // fine
void assign() { g1 = f1; g6 = f1; g5 = &f1; }
int h(int, ...);
int (*q)(int, ...) = h;              // fine
int arr(int a[3]);
int (*pa)(int *) = arr;              // fine: adjusted
int fn(int g(int));
int (*pf)(int (*)(int)) = fn;        // fine: adjusted
void ne() noexcept;
void (*pn)() = ne;                   // fine
typedef unsigned long size_type;
int st(size_type);
int (*ps)(unsigned long) = st;       // fine
enum E { A };
int en(E);
int (*pe)(E) = en;                   // fine
struct S;
int cs(const S&);
int (*pcs)(const S&) = cs;           // fine
int cv(const int);
int (*pcv)(int) = cv;                // fine
extern "C" int ec(int);
int (*pec)(int) = ec;                // fine
int ov(int); int ov(double);
int (*pov)(double) = ov;             // fine
template <class T> int tf(T);
int (*ptf)(int) = tf;                // fine
