// User-defined literals whose literal operators are declared: in a namespace brought in by a
// using-directive, spelled with a space after `""`, a numeric literal operator template,
// the standard library's suffixes without `_`, and builtin suffixes EDG takes (`1lL`).
#include <chrono>
#include <string>
namespace units {
constexpr long double operator"" _km(long double v) { return v * 1000; }
constexpr unsigned long long operator""_m(unsigned long long v) { return v; }
template <char... Cs> constexpr int operator""_bits() { return sizeof...(Cs); }
}
struct Tag { const char *p; unsigned long n; };
Tag operator""_tag(const char *p, unsigned long n) { return Tag{p, n}; }
using namespace units;
using namespace std::literals;
long double a = 1.5_km;
unsigned long long b = 1'000_m;
int c = 101_bits;
Tag d = "name"_tag;
std::chrono::seconds e = 2s;
std::string f = "text"s;
long long g = 1lL;
template <class T> T twice() { return T(3_m) + T(1.0_km); }
int h = twice<int>();
