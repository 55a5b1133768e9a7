// C library functions EDG knows by name are evaluated wherever they are declared with C
// language linkage (`ceil`, `abs`: no 28); other functions are not (`floor` is not folded,
// and `N::ceil`, a C++ function, is not the library's).
extern "C" double ceil(double);
extern "C" int abs(int);
double floor(double);
constexpr double a = ceil(0.5);
constexpr int b = abs(-1);
constexpr double c = floor(0.5);
namespace N { double ceil(double); constexpr double d = ceil(0.5); }
