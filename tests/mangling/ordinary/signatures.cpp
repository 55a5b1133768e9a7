// Signatures: auto and decltype(auto) returns, decltype in parameters and returns, noexcept
// function types, ABI tags on functions, variables, classes and inline namespaces, std::
// abbreviations (St, Sa, Sb, Ss, Si, So, Sd) and substitutions of std types.
#include <string>
#include <vector>
#include <iosfwd>
#include <memory>
#include <utility>
#include <string_view>

auto ret_auto() { return 1; }
decltype(auto) ret_dauto() { return 2.0; }
auto trailing() -> int { return 0; }
auto trailing2(int x) -> decltype(x) { return x; }
namespace ra { auto f(int) { return 'c'; } struct S { auto m() const; decltype(auto) n(); }; auto S::m() const { return 1; } decltype(auto) S::n() { return (0); } }

int gi;
double gd;
decltype(gi) dt_var;
void dt_param(decltype(gi), decltype(gd)*, decltype(1 + 2)) {}
void dt_param2(decltype(nullptr), decltype(sizeof(0))) {}
template <class T> auto tr(T t) -> decltype(t + 1) { return t + 1; }
template int tr(int);
template double tr(double);
template <class T, class U> auto add(T t, U u) -> decltype(t + u) { return t + u; }
template long add(int, long);
template <class T> decltype(T() * 2) mul(T) { return {}; }
template int mul(int);
template <class T> auto sz(T) -> decltype(sizeof(T)) { return 0; }
template unsigned long sz(char);
template <class T> auto member_call(T& t) -> decltype(t.size()) { return 0; }
template std::size_t member_call(std::string&);
template <class T> auto deref(T p) -> decltype(*p) { return *p; }
template int& deref(int*);
template <class T> decltype(auto) dauto_t(T t) { return t; }
template decltype(auto) dauto_t(int);
template <class T> auto auto_t(T t) { return t; }
template auto auto_t(char);
template <class T> void dtp(T, decltype(T{}) *) {}
template void dtp(int, int*);

void noex() noexcept {}
void noex_fp(void (*)() noexcept) {}
void noex_fp(int (*)(int) noexcept, void (*)()) {}
void noex_ref(void (&)() noexcept) {}
template <class F> void noex_t(F) {}
template void noex_t(void (*)() noexcept);
template void noex_t(void (*)());
template <bool B> void cond_noex() noexcept(B) {}
template void cond_noex<true>() noexcept;
using NFn = void(int) noexcept;
void noex_alias(NFn*) {}

// ABI tags.
[[gnu::abi_tag("tag1")]] void tagged() {}
[[gnu::abi_tag("b", "a")]] void tagged2(int) {}
__attribute__((abi_tag("old"))) int tagged_var = 1;
namespace tg { [[gnu::abi_tag("x")]] void t() {} }
struct [[gnu::abi_tag("cls")]] TC { void m(); };
void TC::m() {}
void takes_tc(TC) {}
TC returns_tc() { return {}; }
inline namespace [[gnu::abi_tag("ns")]] tagged_ns { void in_tagged() {} struct TN {}; }
void takes_tn(TN) {}
struct TM { [[gnu::abi_tag("mem")]] void m(); [[gnu::abi_tag("ctor")]] TM(); };
void TM::m() {}
TM::TM() {}
std::string returns_string() { __builtin_unreachable(); }                      // cxx11 tag
extern std::string string_var;
std::string& string_ref_var = string_var;
std::string* string_ptr_var;
const std::string* returns_string_ptr() { return nullptr; }
std::vector<std::string> returns_vec_string() { __builtin_unreachable(); }
namespace str { std::string s(int) { __builtin_unreachable(); } }
[[gnu::abi_tag("t2")]] std::string both_tags() { __builtin_unreachable(); }

// std:: abbreviations and substitutions.
void std_string(std::string) {}
void std_string(const std::string&, std::string&&) {}
void std_wstring(std::wstring) {}
void std_u16(std::u16string) {}
void std_sv(std::string_view) {}
void std_vec(std::vector<int>) {}
void std_vec(std::vector<int>&, const std::vector<double>&) {}
void std_vec2(std::vector<std::vector<int>>) {}
void std_vec3(std::vector<std::string>, std::string) {}
void std_alloc(std::allocator<int>, std::allocator<char>) {}
void std_stream(std::ostream&, std::istream&, std::iostream&) {}
void std_wstream(std::wostream&) {}
void std_pair(std::pair<int, double>) {}
void std_pair2(std::pair<std::string, std::string>) {}
void std_uptr(std::unique_ptr<int>) {}
void std_sptr(std::shared_ptr<std::string>, std::shared_ptr<std::string>) {}
void std_ch(std::char_traits<char>*) {}
void std_size(std::size_t, std::ptrdiff_t) {}
void std_basic(std::basic_string<char, std::char_traits<char>, std::allocator<char>>) {}
void std_basic2(std::basic_string<char>*, std::basic_string<wchar_t>*) {}
namespace std { void in_std(int) {} struct InStd { void m(); }; void InStd::m() {} }
void takes_in_std(std::InStd) {}
namespace user { struct string {}; void f(string, std::string) {} }
template <class T> void std_t(std::vector<T>, T) {}
template void std_t(std::vector<int>, int);
template void std_t(std::vector<std::string>, std::string);
template <class T> void std_t2(std::basic_string<T>) {}
template void std_t2(std::string);
template void std_t2(std::wstring);
struct Holder { std::string name; std::vector<int> v; void set(std::string, const std::vector<int>&); };
void Holder::set(std::string, const std::vector<int>&) {}

// Substitution candidates: qualified names, repeated prefixes, template args.
namespace sa { namespace sb { struct X {}; struct Y {}; template <class T> struct Z {}; } }
void subs(sa::sb::X, sa::sb::Y, sa::sb::X*, sa::sb::Z<sa::sb::X>, sa::sb::Z<sa::sb::Y>*) {}
void subs2(sa::sb::Z<int>, sa::sb::Z<int>, const sa::sb::Z<int>&) {}
void subs3(void (*)(sa::sb::X), void (*)(sa::sb::X)) {}
void subs4(int*, int**, int***, const int*, const int**) {}
void subs5(sa::sb::X sa::sb::Y::*, sa::sb::Y*) {}
