// Odds and ends: structured bindings at namespace scope, constinit/constexpr variables,
// static anonymous unions, typeid of classes, concepts and constrained templates, deleted
// and defaulted functions, variadic C functions, coroutine-free operators, explicit object
// pointers to members in templates, attributes that do not change names.
#include <typeinfo>
// g++ compiles a .cpp without CUDA: so must `cufe symbols` read it (glm includes cuda.h
// under __CUDACC__).
#ifdef __CUDACC__
#error "a .cpp is plain C++"
#endif
struct P2 { int a; int b; };
P2 make_p2();
auto [sb_a, sb_b] = make_p2();
namespace sbn { auto [x, y] = P2{1, 2}; }
constinit int ci_var = 3;
constexpr int cx_var = 4;
extern constexpr int cx_ext = 5;
const double cd_var = 1.0;
extern const double cd_ext;
const double cd_ext = 2.0;
volatile int vol_var;
const volatile int cv_var = 1;
static union { int su_i; float su_f; };
int use_su() { return su_i; }
struct TI { virtual ~TI(); };
TI::~TI() {}
struct Plain {};
const std::type_info& ti_plain() { return typeid(Plain); }
const std::type_info& ti_ptr() { return typeid(Plain*); }
const std::type_info& ti_int() { return typeid(int); }
const std::type_info& ti_fn() { return typeid(void (*)(Plain)); }

template <class T> concept Small = sizeof(T) <= 4;
template <Small T> void constrained(T) {}
template void constrained(int);
template <class T> requires (sizeof(T) > 4) void req(T) {}
template void req(double);
void abbreviated(auto x) {}
template void abbreviated(int);
void abbreviated2(Small auto x, auto* p) {}
template void abbreviated2(char, int*);
template <class T> struct CT { void f() requires Small<T> {} void g(); };
template <class T> void CT<T>::g() {}
template struct CT<long>;

struct Del { Del() = default; Del(const Del&) = delete; void f() = delete; Del& operator=(Del&&) = default; ~Del(); };
Del::~Del() {}
struct Dflt { Dflt(); Dflt(const Dflt&); int x = 1; };
Dflt::Dflt() = default;
Dflt::Dflt(const Dflt&) = default;

void varfn(const char*, ...) {}
void varfn2(int, double, ...) {}
[[nodiscard]] int nd() { return 0; }
[[deprecated]] void dep() {}
[[maybe_unused]] void mu() {}
__attribute__((noinline)) void ni() {}
__attribute__((cold)) void cold_fn() {}
__attribute__((visibility("hidden"))) void hidden_fn() {}
__attribute__((weak)) void weak_fn() {}
__attribute__((section(".text.custom"))) void section_fn() {}
[[gnu::always_inline]] inline void ai() {}
void use_ai() { ai(); }
alignas(16) int aligned_var;
[[gnu::aligned(32)]] char aligned_arr[8];

// Classes with inline virtuals only: vtable emitted where a constructor is used.
struct IV { virtual void f() {} virtual ~IV() {} };
IV* make_iv() { return new IV; }
struct IVD : IV { void f() override {} };
IVD* make_ivd() { return new IVD; }

// Explicit instantiation of a class template with virtual functions.
template <class T> struct TV { virtual void f(); virtual ~TV(); };
template <class T> void TV<T>::f() {}
template <class T> TV<T>::~TV() {}
template struct TV<int>;

// Typedef'd function types as members, and static member functions returning pointers.
struct FM { typedef int Fn(int); static Fn* get(); Fn mem; };
FM::Fn* FM::get() { return nullptr; }
int FM::mem(int) { return 0; }

// Enumerators used in array bounds of parameters.
enum { kN = 4 };
void arr_enum(int (*)[kN], int (&)[kN + 1]) {}
constexpr int kM = 6;
void arr_const(char (*)[kM], char (*)[sizeof(double)]) {}

// Nested templates and non-template members of class template specializations.
template <class T> struct Out { template <class U> struct In { template <class V> static void f(); }; };
template <class T> template <class U> template <class V> void Out<T>::In<U>::f() {}
template void Out<int>::In<char>::f<double>();
template <> template <> struct Out<char>::In<int> { static void g(); };
void Out<char>::In<int>::g() {}

// Operators as templates and in namespaces.
namespace opn { struct V {}; V operator+(V, V) { return {}; } template <class T> bool operator==(V, T) { return true; } template bool operator==(V, int); }
template <class T> struct Wrap { T t; Wrap operator-() const; template <class U> Wrap& operator=(const Wrap<U>&); };
template <class T> Wrap<T> Wrap<T>::operator-() const { return *this; }
template <class T> template <class U> Wrap<T>& Wrap<T>::operator=(const Wrap<U>&) { return *this; }
template struct Wrap<int>;
template Wrap<int>& Wrap<int>::operator=(const Wrap<char>&);
