// 311: redeclarations that differ only in their return type, judged by parameter types (typedefs, top-level const)
void h(int);
int h(int);
typedef int I;
long h2(I);
int h2(const int);
// overloads by qualifier, by parameter type and templates are no redeclarations
struct V { int d; int& get() { return d; } int const& get() const { return d; } int& r() & { return d; } int&& r() && { return static_cast<int&&>(d); } };
template<class T> void t(int); int t(int);
long h3(int); int h3(long);
