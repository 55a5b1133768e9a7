// cufe-std: c++20
// In templates, a redeclaration spelled like the first one (execution spaces aside) is the same
// declaration: a function template defined twice (3369), a member of a class template declared
// twice (403). Valid look-alikes stay silent: explicit specializations, partial
// specializations' members, trailing return types, constraints, other namespaces.
__host__ void a() {}
__device__ void a() {}
template <class T> void t1(T) {}
template <class T> __device__ void t1(T) {}
template <class T> void t2(T);
template <class T> void t2(T) {}
template <class T> int t3(T) { return 0; }
template <class T> long t3(T) { return 0; }
template <class T> void t4(T) {}
template <int N> void t4(int) {}
template <class T> struct C {
  __device__ C(T) {}
  C(T) {}
  void m(T);
  void m(T);
  template <class U> void n(U) {}
  template <class U> __device__ void n(U) {}
};
struct D {
  __device__ D(int) {}
  D(int) {}
};
template <class T> struct C2 { void m(); int n(T); static void s(); };
template <> struct C2<int> { void m(); int n(int); static void s(); };
template <class T> struct C2<T*> { void m(); int n(T*); static void s(); };
template <class T> void f2() {}
template <> void f2<int>() {}
template <> void f2<long>() {}
template <class T> struct D2 { void g(); };
template <class T> void D2<T>::g() {}
template <class T> struct E { template <class U> void g(U); template <class U> void g(U*); };
namespace N { template <class T> void h(T) {} }
namespace M { template <class T> void h(T) {} }
template <class T> struct F { friend void fr(F) {} void fr2(); };
template <class T> struct G { struct In { void m(); }; void m(); };
template <class T, class U = void> struct H;
template <class T> struct H<T, int> { void m(); };
template <class T> struct H<T, long> { void m(); };
template <class T> auto k(T t) -> decltype(t + 1) { return t + 1; }
template <class T> auto k(T t) -> decltype(t.x) { return t.x; }
template <class T> void l(T) requires (sizeof(T) > 4) {}
template <class T> void l(T) requires (sizeof(T) <= 4) {}
