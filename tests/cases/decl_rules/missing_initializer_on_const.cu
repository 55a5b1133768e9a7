// 257: a const object without an initializer
const int c;
const int a[3];
int *const p;
void f() { const int d; static const int e; }
extern "C" { const int g; }
extern const int ok1;
extern "C" const int ok2;
const int *ok3;
struct S { const int ok4; static const int ok5; };
struct T { static const int c = 1; }; const int T::c;
const int *ok6[4];
