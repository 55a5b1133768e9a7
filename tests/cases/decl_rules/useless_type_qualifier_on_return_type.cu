// A const or volatile builtin (or pointer) returned by value (815, a warning at the
// qualifier); a class type's qualifier, one below a pointer and a reference's are not.
const int c1();
static const int c2();
int const c3();
int *const c4();
volatile int c6();
struct S { const int mf(); };
const int *ok1();
const S ok2();
const int &ok3();
int *ok4();
