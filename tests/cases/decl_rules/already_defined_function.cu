// 3369: a function defined twice, judged by parameter types (names, typedefs and top-level const do not matter)
void g(int a) {}
void g(int b) {}
typedef int I;
void k(I) {}
void k(const int) {}
void ok(int) {}
void ok(long) {}
template<class T> void u(int) {}
void u(int) {}
