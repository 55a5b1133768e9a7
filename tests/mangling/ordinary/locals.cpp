// Local entities: static locals (with guards when dynamically initialized), local classes
// and their members, lambdas (closure types, their operator(), conversion functions and
// static invokers), in plain functions, inline functions that are used, function templates
// that are instantiated, member functions, and namespace-scope variables initialized by
// lambdas.
int dyn();
int count_calls() { static int n = 0; return ++n; }
int count_dyn() { static int d = dyn(); return d; }
int two_statics() { static int a = 1; static int b = dyn(); { static int a = 2; return a + b; } }
int same_name(int) { static int s = dyn(); return s; }
int same_name(double) { static int s = dyn(); return s; }
namespace ln { int f() { static int x = dyn(); static double y = 1.0; return x + (int)y; } }
struct LS { int m(); static int sm(); int cm() const; };
int LS::m() { static int v = dyn(); return v; }
int LS::sm() { static int w = 3; return w; }
int LS::cm() const { static int c = dyn(); return c; }
int static_array() { static int arr[3] = {dyn(), 2, 3}; return arr[0]; }
int static_tls() { static thread_local int t = dyn(); return t; }
inline int inl_static() { static int i = dyn(); return i; }
int use_inl_static() { return inl_static(); }
inline int inl_unused() { static int u = dyn(); return u; }

// Local classes.
int local_class() {
  struct Local { int v; int get() const { return v; } static int s() { return 4; } };
  Local l{1};
  return l.get() + Local::s();
}
int two_local_classes() {
  struct A { int f() { return 1; } };
  { struct A { int f() { return 2; } }; A a; a.f(); }
  A a; return a.f();
}
int local_class_virtual() {
  struct V { virtual int f() { return 1; } };
  V v; return v.f();
}
namespace lc { void f() { struct In { void g() {} }; In().g(); } }
inline int inl_local_class() { struct IL { int h() { return 5; } }; return IL().h(); }
int use_inl_local_class() { return inl_local_class(); }
int local_in_member() { struct M { static int s() { static int z = dyn(); return z; } }; return M::s(); }

// Lambdas.
int lam_call() { auto l = [](int x) { return x + 1; }; return l(1); }
int lam_two() { auto a = [] { return 1; }; auto b = [] { return 2; }; return a() + b(); }
int lam_capture(int y) { auto l = [y](int x) { return x + y; }; auto r = [&y]() { return y; }; return l(1) + r(); }
int lam_mutable() { int c = 0; auto l = [c]() mutable { return ++c; }; return l(); }
int lam_ptr() { int (*p)(int) = [](int x) { return x; }; return p(2); }
int lam_generic() { auto g = [](auto x) { return x; }; return g(1) + (int)g(2.0); }
int lam_nested() { auto o = [] { auto i = [] { return 3; }; return i(); }; return o(); }
int lam_static() { static auto s = [] { return 7; }; return s(); }
int lam_in_static() { static int v = [] { return dyn(); }(); return v; }
int lam_immediate() { return [] { return 9; }(); }
namespace lns { int f() { return [](char c) { return (int)c; }('a'); } }
struct LM { int m(); };
int LM::m() { return [this] { return 1; }(); }
inline int inl_lam() { return [] { return 11; }(); }
int use_inl_lam() { return inl_lam(); }
template <class T> T tl(T t) { return [t] { return t; }(); }
template int tl(int);
template double tl(double);
int lam_template_param() { auto l = []<class T>(T t) { return sizeof(t); }; return l(1) + l('c'); }
int lam_default_arg(int x = [] { return 2; }()) { return x; }
int lam_returns_lam() { auto mk = [] { return [](int i) { return i; }; }; return mk()(3); }
int lam_noexcept() { auto l = []() noexcept { return 1; }; return l(); }

// Variables initialized by lambdas.
auto gl = [](int x) { return x * 2; };
int use_gl() { return gl(2); }
inline auto igl = [] { return 1; };
int use_igl() { return igl(); }
namespace vl { auto nl = [](double d) { return d; }; int use() { return (int)nl(1.0); } }
int lam_var_init = [] { return dyn(); }();
struct SL { static inline auto sl = [] { return 5; }; };
int use_sl() { return SL::sl(); }

// Static locals in function templates and class templates.
template <class T> int ts() { static int n = dyn(); return n + (int)sizeof(T); }
template int ts<int>();
template int ts<char>();
template <class T> struct TS { static int m() { static T v{}; return (int)v; } };
int use_ts() { return TS<int>::m() + TS<long>::m(); }
