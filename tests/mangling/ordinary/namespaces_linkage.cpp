// Namespaces (nested, inline, unnamed, reopened, aliases), extern "C", internal linkage,
// variables of every storage kind, function pointers and pointers to members as parameters.
int g_int = 1;
double g_dbl;
const int g_const = 3;                         // internal: not emitted
extern const int g_extern_const = 4;           // external
constexpr int g_constexpr = 5;                 // internal
inline int g_inline = 6;                       // emitted only when used
static int s_static = 7;                       // internal, unused
static int s_used = 8;
int use_s_used() { return s_used; }
static void s_fn() {}
void call_s_fn() { s_fn(); }
[[gnu::used]] static void s_kept() {}
__attribute__((used)) static int s_kept_var = 1;
thread_local int g_tls;
static thread_local int s_tls;
int* g_ptr = &g_int;
int g_arr[10];
int g_arr2[2][3];
void (*g_fp)(int);
int (*g_fparr[4])(double);
extern int g_declared_only;
extern int g_defined_extern;
int g_defined_extern = 2;

namespace a {
  int v;
  void f() {}
  void f(int) {}
  void f(int, int) {}
  namespace b {
    int v;
    void f() {}
    namespace c {
      int v;
      void f() {}
      struct S { int m; };
      void g(S) {}
      void g(S*, const S&) {}
    }
  }
  namespace b::c::d {
    void deep() {}
    int deep_v;
  }
}
namespace a { void reopened() {} }
namespace a::b { void reopened() {} }
namespace ab = a::b;
void through_alias(ab::c::S) {}
namespace ab_c = a::b::c;
namespace a::b::c { void f(int); }
void ab_c::f(int) {}

inline namespace iv1 {
  void in_inline() {}
  int in_inline_v;
  struct II {};
}
void takes_ii(II) {}
namespace outer {
  inline namespace v2 {
    void f() {}
    struct T {};
    inline namespace v3 { void g() {} struct U {}; }
  }
  void h(T, U) {}
  void h(v2::T*) {}
}

namespace {
  int anon_v;
  void anon_f() {}
  struct Anon { int x; };
}
void use_anon() { anon_v = 1; anon_f(); }
void takes_anon(Anon*) {}                     // internal: anonymous type in signature
namespace named {
  namespace {
    void nested_anon() {}
    int nested_anon_v;
  }
  void use_nested() { nested_anon(); nested_anon_v = 2; }
  [[gnu::used]] void kept() {}
}

extern "C" {
  void c_fn(int) {}
  int c_var;
  void c_fn2(double, char*) {}
  static void c_static() {}
  void c_call() { c_static(); }
}
extern "C" void c_single() {}
extern "C" int c_single_var = 3;
namespace cns {
  extern "C" void c_in_ns() {}
  extern "C" int c_in_ns_var;
  int c_in_ns_var;
}
extern "C++" void cpp_in_c() {}
extern "C" { extern "C++" { void cpp_nested(int) {} } }
extern "C" typedef void c_callback(int);
void takes_c_callback(c_callback*) {}
void takes_cpp_callback(void (*)(int)) {}

struct PM { int a; double b; void m(); void mc() const; int mi(int) volatile; void mr() &; void mrr() &&; static void st(); };
void PM::m() {}
void PM::mc() const {}
int PM::mi(int) volatile { return 0; }
void PM::mr() & {}
void PM::mrr() && {}
void PM::st() {}
void pm_data(int PM::*) {}
void pm_data(double PM::*, const int PM::*) {}
void pm_fn(void (PM::*)()) {}
void pm_fn(void (PM::*)() const) {}
void pm_fn(int (PM::*)(int) volatile) {}
void pm_fn(void (PM::*)() &) {}
void pm_fn(void (PM::*)() &&) {}
void pm_fn(void (PM::*)() const noexcept) {}
int PM::* g_pmd = &PM::a;
void (PM::*g_pmf)() = &PM::m;
void pm_arr(int (PM::*)[3]) {}
void pm_ptr(int PM::**, int PM::* const*) {}
void pm_of_pm(int PM::* PM::*) {}

void fp_param(void (*)()) {}
void fp_param(int (*)(int, ...)) {}
void fp_param(void (*)() noexcept) {}
void fp_param(int (*(*)(int))(double)) {}
void fp_param(void (&)(int)) {}
void fp_param(void (* const)(char)) {}        // top-level const dropped
void fp_param(const int) {}                   // top-level const dropped
void fp_param(int* const) {}
void fp_param(void (**)(short)) {}
void fp_ret_param(int (*(*)())[3]) {}

typedef int Int;
typedef Int* IntP;
using IntR = Int&;
void typedefs(Int, IntP, IntR, const IntP) {}
using Fn = void(int);
void typedefs(Fn*, Fn&) {}
typedef struct { int x; } TypedefAnon;
void takes_typedef_anon(TypedefAnon) {}
typedef enum { E0, E1 } TypedefEnum;
void takes_typedef_enum(TypedefEnum) {}
void same_types(int*, int*, const int*, const int*, int**, int**) {}
void same_types(PM, PM*, const PM*, PM&, PM) {}
void subst_fn(void (*)(int), void (*)(int)) {}
void subst_arr(int (*)[3], int (*)[3], int(&)[3]) {}
