// __device__ functions in their various forms.
__device__ int f_free(int a, int b) { return a + b; }
static __device__ int f_static(int a) { return a; }
__device__ inline int f_inline(int a) { return a; }
template <typename T> __device__ T f_tmpl(T a) { return a; }
template __device__ float f_tmpl<float>(float);
__device__ constexpr int f_constexpr(int a) { return a * 2; }
__device__ int f_default(int a, int b = 3) { return a + b; }
__device__ int f_unnamed(int, float) { return 0; }
__forceinline__ __device__ int f_force(int a) { return a; }
__noinline__ __device__ int f_noinline(int a) { return a; }
extern "C" __device__ int f_externc(int a) { return a; }
__device__ void f_void() { }
__device__ int f_variadic(int n, ...) { return n; }
__device__ int f_decl_only(int a);
struct S {
    int v;
    __device__ int get() const { return v; }
    __device__ int out_of_class(int x);
    __device__ S operator+(const S &o) const { S r; r.v = v + o.v; return r; }
    __device__ static int st(int x) { return x; }
};
__device__ int S::out_of_class(int x) { return v + x; }
__device__ bool operator==(const S &a, const S &b) { return a.v == b.v; }
__device__ int f_attr(int a) __attribute__((unused));
__device__ int f_attr(int a) { return a; }
[[nodiscard]] __device__ int f_nodiscard(int a) { return a; }
__device__ int *f_ptr(int *p) { return p; }
__device__ auto f_trailing(int a) -> int { return a; }
__device__ int f_try(int a) try { return a; } catch (...) { return 0; }
int host_fn(int x) { return x + 1; }
