// Cross-space calls judged on the resolved callee (3591 from host code, 3589 from
// __host__ __device__ code): member calls, out-of-class member definitions, the constructor
// and destructor calls of locals, temporaries, `new`, `delete` and explicit destructor calls;
// non-dependent calls in templates; nothing in a branch of a template's `if constexpr`, nor
// for functions defaulted on their first declaration (their spaces are inferred), nor where
// the callee is overloaded by execution space. (`auto q = D(1);`: see
// elided_copy_construction.cu.)
__device__ void device_fn();
__device__ int dev_int(int);
struct D {
  __device__ void d();
  __device__ D();
  __device__ D(int);
  __device__ ~D();
  static __device__ void s();
};
struct A { __device__ A() = default; __device__ ~A() = default; int x; };
struct C { __host__ __device__ C() {} __device__ ~C() {} };
struct E {
  __device__ void m();
  void n();
  __host__ __device__ void hd();
};
__host__ int both(int);
__device__ int both(float);

__host__ __device__ void hd(D *p) {
  D x;
  p->d();
  (*p).d();
  D::s();
  p->~D();
  delete new D(2);
}
void host(D *p) {
  device_fn();
  D y = 3;
  A a;
  delete &a;
  C c;
  both(1);
}
void E::n() { m(); }
__host__ __device__ void E::hd() { device_fn(); }
template <typename T> __host__ __device__ void not_instantiated() { device_fn(); }
template <typename T> __host__ __device__ void dependent(T t) { dev_int(t); }
template <bool B> __host__ __device__ void discarded() {
  if constexpr (B)
    device_fn();
}
void uses() { discarded<false>(); }
