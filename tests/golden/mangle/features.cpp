// Entities whose g++ 12 manglings (g++ -std=c++20 -c, nm) are the golden for the
// extended features of tests/mangle.rs: one group per feature.
#include <string>
#include <typeinfo>
#include <coroutine>
#include <cstddef>

// --- builtins: __int128, char8_t, _Float16, wchar_t, char16/32, long double, __float128, ...
void b1(__int128, unsigned __int128, char8_t, char16_t, char32_t, wchar_t) {}
void b2(_Float16, long double, __float128, decltype(nullptr), signed char, unsigned short) {}
void b3(bool, unsigned char, short, unsigned, long, unsigned long long, ...) {}

// --- function types: ref-qualifiers, noexcept, cv
struct RQ {
  void lr() & {}
  void rr() && {}
  void clr() const & {}
  void vrr() volatile && {}
  void cvf() const volatile {}
};
void use_rq() { RQ r; r.lr(); RQ{}.rr(); r.clr(); static_cast<volatile RQ&&>(r).vrr(); r.cvf(); }
void fq1(void (*)() noexcept, int (*)(int) noexcept) {}
void fq2(void (RQ::*)() &, void (RQ::*)() const &&, void (RQ::*)() noexcept) {}
void fq3(void (RQ::*)() const, void (RQ::*)() const) {}
void fq4(int (RQ::*)(int) volatile, int RQ::*, int RQ::*) {}
void fq5(void (&)(int), void (&&)(double)) {}

// --- arrays and vectors
typedef float v4sf __attribute__((vector_size(16)));
typedef int v8si __attribute__((vector_size(32)));
void ar1(int (*)[5][6], int (&)[2], const char (&)[7]) {}
void ar2(v4sf, v8si*, v4sf) {}
template <int N> void ar3(int (&)[N]) {}
template void ar3<4>(int (&)[4]);
template <int N> void ar4(int (&)[N + 1]) {}
template void ar4<2>(int (&)[3]);

// --- auto / decltype(auto) / decltype(expr)
template <class T> auto au1(T t) { return t; }
template auto au1<int>(int);
template <class T> decltype(auto) au2(T& t) { return (t); }
template decltype(auto) au2<int>(int&);
template <class T, class U> auto au3(T t, U u) -> decltype(t + u) { return t + u; }
template double au3<int, double>(int, double);
template <class T> auto au4(T t) -> decltype(t.size()) { return t.size(); }
template unsigned long au4<std::string>(std::string);

// --- local entities
void loc1() {
  struct L { void f() {} };
  L().f();
  { struct L { void f() {} }; L().f(); }
  static int counter = 0; ++counter;
}
int loc2(int x) {
  struct P { int v; };
  auto take = [](P p) { return p.v; };
  return take(P{x});
}
inline int loc3() { static int s = 3; return s; }
int use_loc3() { return loc3(); }
namespace ns { inline int loc4(int a) { static int t = a; struct Q { static int g() { return 7; } }; return t + Q::g(); } }
int use_loc4() { return ns::loc4(1); }
template <class T> void loc5(T) { struct In { static void s() {} }; In::s(); }
template void loc5<int>(int);

// --- unnamed types and closures
struct { int a; } unnamed_obj;
typedef struct { int q; } TypedefNamed;
void un1(TypedefNamed) {}
enum { EA, EB } unnamed_enum_obj;
struct Holder {
  struct { int z; } inner_obj;
  enum { HE } e;
  static void take(decltype(inner_obj)*) {}
};
void use_holder() { Holder::take(nullptr); }
template <class F> void call(F f) { f(); }
void cl1() {
  call([] {});
  call([](int = 0) {});
  call([]() mutable {});
  int k = 0;
  call([k]() { (void)k; });
}
inline auto gl_lambda = [](int x) { return x; };
int use_gl() { return gl_lambda(2); }
struct WithLambda { static constexpr auto l = [](double) { return 1; }; };
int use_wl() { return WithLambda::l(1.0); }
auto generic = [](auto a, auto... b) { return a; };
int use_generic() { return generic(1) + generic(2, 3, 4.0); }

// --- templates: template template args, packs, non-type args
template <class T> struct Tpl {};
template <class T, class U = int> struct Tpl2 {};
template <template <class> class TT> void tt1(TT<int>) {}
template void tt1<Tpl>(Tpl<int>);
template <template <class, class> class TT> void tt2() {}
template void tt2<Tpl2>();
template <template <class> class TT, class X> struct TTHold { void m(TT<X>) {} };
template struct TTHold<Tpl, char>;
template <class... Ts> void pk1(Ts...) {}
template void pk1<>();
template void pk1<int, char>(int, char);
template void pk1<Tpl<int>, Tpl<int>*>(Tpl<int>, Tpl<int>*);
template <class... Ts> struct Pack {};
void pk2(Pack<>, Pack<int, long>, Pack<Pack<>>) {}
template <int... Ns> void pk3() {}
template void pk3<1, 2, 3>();
template <class T, class... Ts> void pk4(T, Ts&&...) {}
template void pk4<int, double&, char>(int, double&, char&&);
template <class... Ts> void pk5(Pack<Ts...>, Ts*...) {}
template void pk5<int, char>(Pack<int, char>, int*, char*);

// --- non-type template arguments
int gvar;
void gfun() {}
struct S { int mem; void mf() {} static int sm; };
int S::sm;
template <int* P> void nt1() {}
template void nt1<&gvar>();
template void nt1<nullptr>();
template <void (*F)()> void nt2() {}
template void nt2<&gfun>();
template void nt2<nullptr>();
template <int S::*M> void nt3() {}
template void nt3<&S::mem>();
template <void (S::*M)()> void nt4() {}
template void nt4<&S::mf>();
template <int& R> void nt5() {}
template void nt5<gvar>();
template <decltype(nullptr) N> void nt6() {}
template void nt6<nullptr>();
template <char C, unsigned long U, long long L, bool B> void nt7() {}
template void nt7<'a', 18446744073709551615UL, -5LL, true>();
template <auto V> void nt8() {}
template void nt8<5>();
template void nt8<'x'>();
template void nt8<&S::sm>();
enum class Color { Red, Green = 7 };
template <Color C> void nt9() {}
template void nt9<Color::Green>();
template <unsigned N> struct NT { static constexpr unsigned value = N; };
void nt10(NT<3>, NT<0>) {}

// --- expressions in signatures (X ... E)
template <int N> struct Int {};
template <int N> void ex1(Int<N + 1>) {}
template void ex1<1>(Int<2>);
template <int N> void ex2(Int<N * 2 - 1>) {}
template void ex2<2>(Int<3>);
template <class T> void ex3(Int<sizeof(T)>) {}
template void ex3<double>(Int<8>);
template <class T> void ex4(Int<alignof(T)>) {}
template void ex4<int>(Int<4>);
template <class T> void ex5(decltype(sizeof(T) + 1)) {}
template void ex5<int>(unsigned long);
template <class T> auto ex6(T t) -> decltype(static_cast<long>(t)) { return t; }
template long ex6<int>(int);
template <class T> auto ex7(T* t) -> decltype(reinterpret_cast<char*>(t)) { return 0; }
template char* ex7<int>(int*);
template <class T> auto ex8(T t) -> decltype(const_cast<T>(t)) { return t; }
template int* ex8<int*>(int*);
template <class T> auto ex9(T t) -> decltype(dynamic_cast<S*>(t)) { return 0; }
template S* ex9<S*>(S*);
template <class T> auto ex10(T t) -> decltype(long(t)) { return t; }
template long ex10<int>(int);
template <class T> auto ex11(T t) -> decltype(t.mem) { return 0; }
template int ex11<S>(S);
template <class T> auto ex12(T* t) -> decltype(t->mem) { return 0; }
template int ex12<S>(S*);
template <class T> auto ex13(T t) -> decltype(gfun(), t) { return t; }
template int& ex13<int>(int);
template <class T> auto ex14(T t) -> decltype(-t) { return t; }
template int ex14<int>(int);
template <class T> auto ex15(T t) -> decltype(t ? t : t) { return t; }
template int& ex15<int>(int);
template <class T> auto ex16(T t) -> decltype(t[0]) { return t[0]; }
template int& ex16<int*>(int*);
template <class... T> auto ex17(T... t) -> Int<sizeof...(T)> { return {}; }
template Int<2> ex17<int, int>(int, int);
template <class... T> auto ex18(T... t) -> decltype((t + ...)) { return (t + ...); }
template int ex18<int, int>(int, int);
template <class... T> auto ex19(T... t) -> decltype((0 + ... + t)) { return (0 + ... + t); }
template int ex19<int>(int);
template <class T> auto ex20(T t) -> decltype(T()) { return t; }
template int ex20<int>(int);
template <class T> auto ex21(T t) -> decltype(t()) { return t(); }
template int ex21<int (*)()>(int (*)());
template <class T> auto ex22(T t) -> decltype(*t) { return *t; }
template int& ex22<int*>(int*);
template <class T> auto ex23(T t) -> decltype(t++) { return t; }
template int ex23<int>(int);
template <class T> auto ex24(T t) -> decltype(new T(t)) { return 0; }
template int* ex24<int>(int);
template <class T> auto ex25(T t) -> decltype(T::sm) { return 0; }
template int ex25<S>(S);
template <class T> auto ex26(T t) -> decltype(t.T::mem) { return 0; }
template int ex26<S>(S);
template <class T> auto ex27(T t) -> decltype(&T::mf) { return 0; }
template void (S::*ex27<S>(S))();
template <class T> auto ex28(T t) -> decltype(t = t) { return t; }
template int& ex28<int>(int);

// --- operators
struct Ops {
  void* operator new(std::size_t n) { return ::operator new(n); }
  void operator delete(void* p) { ::operator delete(p); }
  void* operator new[](std::size_t n) { return ::operator new(n); }
  void operator delete[](void* p) { ::operator delete(p); }
  Ops& operator+=(int) { return *this; }
  Ops& operator<<=(int) { return *this; }
  bool operator!() const { return false; }
  Ops& operator++() { return *this; }
  Ops operator++(int) { return *this; }
  Ops* operator->() { return this; }
  int operator->*(int) { return 0; }
  int operator,(int) { return 0; }
  bool operator&&(int) { return false; }
  int operator~() { return 0; }
  int operator%(int) { return 0; }
  int operator^(int) { return 0; }
  explicit operator bool() const { return true; }
  operator const char*() { return nullptr; }
  template <class T> operator T*() { return nullptr; }
  auto operator<=>(const Ops&) const = default;
};
void use_ops() {
  Ops o; delete new Ops; delete[] new Ops[2]; o += 1; o <<= 1; (void)!o; ++o; o++; o.operator->(); (void)(o->*1);
  (void)o.operator,(1); (void)(o && 1); (void)~o; (void)(o % 1); (void)(o ^ 1); (void)bool(o); (void)(const char*)o;
  (void)o.operator int*(); (void)(o <=> o);
}
unsigned long long operator""_km(unsigned long long v) { return v; }
struct Awaitable {
  bool await_ready() { return true; } void await_suspend(std::coroutine_handle<>) {} void await_resume() {}
};
struct Aw2 {};
Awaitable operator co_await(Aw2) { return {}; }
struct AwM { Awaitable operator co_await() { return {}; } };
void use_aw() { (void)operator co_await(Aw2{}); (void)AwM{}.operator co_await(); }

// --- ABI tags
struct __attribute__((abi_tag("tg"))) Tagged {};
void tg1(Tagged) {}
Tagged tg2() { return {}; }
__attribute__((abi_tag("ft"))) void tg3() {}
std::string tg4() { return {}; }
std::string tg5(std::string s) { return s; }
namespace ns { std::string tg6(int) { return {}; } struct TS { std::string m() { return {}; } }; }
std::string tg_var;
inline namespace __attribute__((abi_tag("v2"))) inl { struct InT {}; void inf(int) {} }
void tg7(InT) {}
InT tg8() { return {}; }
template <class T> T tg9() { return {}; }
template std::string tg9<std::string>();

// --- special names
struct Poly { virtual ~Poly() {} virtual void v() {} };
struct Derived : virtual Poly { void v() override {} };
void use_poly() { Derived d; (void)typeid(d); }
thread_local int tls_var = 1;
extern thread_local int tls_ext;
int read_tls() { return tls_ext; }
inline int& guarded() { static int g = read_tls(); return g; }
int use_guarded() { return guarded(); }
const std::type_info& ti_int() { return typeid(int*); }

// --- substitution stress
namespace a { namespace b { struct C { template <class T> struct D {}; }; } }
void sb1(a::b::C, a::b::C::D<a::b::C>, a::b::C::D<int>*, a::b::C::D<int>&) {}
void sb2(const a::b::C*, const a::b::C* const*, volatile a::b::C&) {}
template <class T> void sb3(T, const T&, T*, Tpl<T>, Tpl<T*>) {}
template void sb3<a::b::C>(a::b::C, const a::b::C&, a::b::C*, Tpl<a::b::C>, Tpl<a::b::C*>);
void sb4(void (*)(a::b::C), void (*)(a::b::C), int (a::b::C::*)(a::b::C)) {}
