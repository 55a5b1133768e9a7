// Kernels of every form the stub names must cover (tests/mangling/main.rs,
// kernel_names_match_the_reference): plain, in nested, inline and unnamed namespaces,
// static, taking class, class-template and function-pointer types; kernel templates with
// type, non-type and pack parameters, instantiated by explicit instantiations and by
// launches with explicit and deduced arguments; extended __device__ and
// __host__ __device__ lambdas passed to kernel templates. Built with --extended-lambda.

struct P { int x; };
struct Q { double d; float f; };
template <typename T> struct Box { T v; };
enum Color { red, green };
typedef void (*callback)(int);
typedef float real;

// Plain kernels.
__global__ void k_empty() {}
__global__ void k_int(int n) {}
__global__ void k_ptrs(int* a, const float* b, double* c) {}
__global__ void k_class(P p, Q q) {}
__global__ void k_class_ptr(P* p, const Q* q) {}
__global__ void k_fnptr(void (*f)(int), callback g) {}
__global__ void k_fnptr2(int (*f)(P, double), float (*g)()) {}
__global__ void k_box(Box<int> b, Box<P>* pb) {}
__global__ void k_enum(Color c, real r) {}
__global__ void k_scalars(char c, signed char sc, unsigned char uc, short s, unsigned short us) {}
__global__ void k_wide(long l, unsigned long ul, long long ll, unsigned long long ull, bool b) {}
__global__ void k_array(int (*rows)[8], volatile int* v) {}
__global__ void k_void(void* p, const void* q) {}

// Nested and inline namespaces.
namespace outer {
__global__ void k_ns(int* a) {}
namespace inner {
__global__ void k_nested(P p, float* out) {}
struct Local { int y; };
__global__ void k_local(Local l, Local* pl) {}
}
inline namespace v1 {
__global__ void k_inline(double d) {}
}
}

// Static kernels.
static __global__ void k_static(int* a) {}
static __global__ void k_static_class(Q q, void (*f)(Q*)) {}
namespace outer { static __global__ void k_static_ns(float f) {} }

// The unnamed namespace.
namespace {
__global__ void k_anon(int n) {}
struct Hidden { int z; };
__global__ void k_anon_class(Hidden h, Hidden* ph) {}
namespace deeper { __global__ void k_anon_deeper(P* p) {} }
template <typename T> __global__ void t_anon(T v) {}
}

// Kernel templates.
template <typename T> __global__ void t_ptr(T* p, int n) {}
template <typename T> __global__ void t_val(T v) {}
template <int N> __global__ void t_int(float* p) {}
template <bool B> __global__ void t_bool(int n) {}
template <unsigned U, char C> __global__ void t_nt(int n) {}
template <long L> __global__ void t_long(int n) {}
template <typename T, int N> __global__ void t_mixed(T v, int n) {}
template <typename... Ts> __global__ void t_pack(Ts... xs) {}
template <typename T, typename... Ts> __global__ void t_head_pack(T head, Ts... rest) {}
template <int... Ns> __global__ void t_int_pack(int n) {}
template <typename T> __global__ void t_box(Box<T> b, T* p) {}
template <typename T> __global__ void t_const(const T* in, T* out) {}
template <typename A, typename B> __global__ void t_two(A a, B b) {}
template <typename T> static __global__ void t_static(T v) {}
template <typename F> __global__ void t_fn(F f, int n) {}
template <typename T = int, int N = 4> __global__ void t_default(T* p) {}
template <typename T, typename U = T*> __global__ void t_default_dep(T v) {}
namespace outer { namespace inner {
template <typename T> __global__ void t_ns(T v, P p) {}
} }

// Explicit instantiations.
template __global__ void t_ptr<double>(double*, int);
template __global__ void t_ptr(char*, int);
template __global__ void t_int<3>(float*);
template __global__ void t_int<-7>(float*);
template __global__ void t_bool<true>(int);
template __global__ void t_val<Q>(Q);
template __global__ void t_mixed<short, 9>(short, int);
template __global__ void outer::inner::t_ns<long>(long, P);

// Kernel templates for extended lambdas.
template <typename F> __global__ void apply(F f) {}
template <typename F> __global__ void apply_n(F f, int n) {}
template <typename F, typename G> __global__ void apply_two(F f, G g) {}

void dev_fn(int) {}
int dev_fn2(P, double) { return 0; }

void launch_templates(int* ip, float* fp, P p, Q q) {
  double d = 1.0;
  const float* cfp = fp;
  Box<int> bi;
  Box<P> bp;
  t_ptr<int><<<1, 1>>>(ip, 3);
  t_ptr<<<1, 1>>>(fp, 3);
  t_ptr<<<1, 1>>>(&d, 4);
  t_ptr<<<1, 1>>>(&p, 5);
  t_val<<<1, 1>>>(2.5f);
  t_val<<<1, 1>>>('c');
  t_val<<<1, 1>>>(7u);
  t_val<<<1, 1>>>(8L);
  t_val<<<1, 1>>>(9ull);
  t_val<<<1, 1>>>(true);
  t_val<<<1, 1>>>(q);
  t_val<<<1, 1>>>(ip);
  t_val<unsigned char><<<1, 1>>>(1);
  t_int<42><<<1, 1>>>(fp);
  t_bool<false><<<1, 1>>>(0);
  t_nt<5u, 'a'><<<1, 1>>>(0);
  t_long<-100000L><<<1, 1>>>(0);
  t_mixed<double, 2><<<1, 1>>>(d, 1);
  t_mixed<P, -1><<<1, 1>>>(p, 1);
  t_pack<<<1, 1>>>();
  t_pack<<<1, 1>>>(1, 2.0, 'c');
  t_pack<int, P><<<1, 1>>>(1, p);
  t_pack<<<1, 1>>>(ip, fp, q);
  t_head_pack<<<1, 1>>>(1);
  t_head_pack<<<1, 1>>>(p, d, 3u);
  t_int_pack<<<1, 1>>>(0);
  t_int_pack<1, 2, 3><<<1, 1>>>(0);
  t_int_pack<-4><<<1, 1>>>(0);
  t_box<<<1, 1>>>(bi, ip);
  t_box<<<1, 1>>>(bp, &p);
  t_const<<<1, 1>>>(cfp, fp);
  t_const<int><<<1, 1>>>(ip, ip);
  t_two<<<1, 1>>>(p, q);
  t_two<float, Color><<<1, 1>>>(1.0f, red);
  t_static<<<1, 1>>>(d);
  t_static<P><<<1, 1>>>(p);
  t_fn<<<1, 1>>>(&dev_fn, 2);
  t_fn<<<1, 1>>>(&dev_fn2, 2);
  t_anon<<<1, 1>>>(3L);
  t_anon<Hidden><<<1, 1>>>(Hidden{});
  outer::inner::t_ns<<<1, 1>>>(1.5, p);
  outer::inner::t_ns<Q><<<1, 1>>>(q, p);
  t_default<<<1, 1>>>(fp);
  t_default<double><<<1, 1>>>(&d);
  t_default<char, 1><<<1, 1>>>(0);
  t_default_dep<<<1, 1>>>(3);
  if (d > 0) {
    t_val<<<1, 1>>>(d * 2);
    t_val<<<1, 1>>>(-5L + 'x');
  }
}

void launch_lambdas(int a, double d, P p) {
  float s = 2.0f;
  apply<<<1, 1>>>([] __device__ (int x) { return x; });
  apply<<<1, 1>>>([=] __device__ (int x) { return x + a; });
  apply<<<1, 1>>>([=] __device__ (int x) -> double { return x * d + s; });
  apply<<<1, 1>>>([] __host__ __device__ (int x) { return x; });
  apply<<<1, 1>>>([=] __host__ __device__ (int x) mutable { return x + a; });
  apply<<<1, 1>>>([=] __host__ __device__ (double x) noexcept -> float { return x + s; });
  apply_n<<<1, 1>>>([=] __device__ () { return p.x + a; }, a);
  auto plain = [](int q) { return q; };
  apply<<<1, 1>>>([=] __host__ __device__ () { return d; });
  apply_two<<<1, 1>>>([=] __device__ (float f) { return f * s; }, [=] __host__ __device__ (float f) { return f + s; });
}

namespace outer {
void launch_more(float* fp, int n) {
  apply<<<1, 1>>>([=] __device__ (int i) { fp[i] = n; });
  apply_n<<<1, 1>>>([=] __host__ __device__ (int i) { return i * n; }, n);
}
}
