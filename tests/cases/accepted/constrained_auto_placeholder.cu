// cudafe-ref-flags: --std=c++20
// A concept constraining a placeholder (`C auto`), in parameters (abbreviated function
// templates), variables, for-range and conditions, plain, qualified and with arguments
// (clang's SemaCUDA/pr200545.cu and deduction-guide-overload.cu).
template <class T> concept C = true;
template <class T, class U> concept D = true;
namespace ns { template <class T> concept E = true; }
void f(int) {}
void f(C auto x) {}
void g(C auto const& x);
auto h(C auto... xs) { return 0; }
C auto v = 1;
__host__ __device__ void k(D<int> auto y, ns::E auto z) {
  C auto w = 2;
  const C auto u = 3;
  int arr[2] = {1, 2};
  for (C auto i : arr) {}
  for (const C auto& j : arr) {}
  if (C auto q = 1) {}
}
struct S { void m(C auto x); C auto n() { return 1; } };
