// mode: full
// Calls of function templates that deduction must let through: standard library templates
// with every kind of argument, overloads of templates and functions, templates found by
// argument-dependent lookup, defaults, packs, forwarding references, arrays and strings.
#include <algorithm>
#include <utility>
#include <string>
#include <vector>
#include <memory>
#include <cstring>
namespace geo {
struct Point { int x, y; };
template <class T> T area(const T &w, const T &h) { return w * h; }
template <class T> void shift(Point &p, T dx) { p.x += dx; }
}
template <class T, unsigned N> unsigned count(T (&)[N]) { return N; }
template <class T> __host__ __device__ T square(T v) { return v * v; }
template <class... Ts> int how_many(Ts &&...) { return sizeof...(Ts); }
template <class T> T *first(T *p, int) { return p; }
template <class T> void take(T, T = T()) {}
template <class T> void take_ptr(const volatile T *) {}
__global__ void kernel(float *out) { out[0] = square(out[0]); }
int main() {
  int a = 1, b = 2;
  long l = 3;
  const int c = 4;
  int arr[4] = {1, 2, 3, 4};
  std::swap(a, b);
  int m = std::max(a, b) + std::min(a, c) + std::max<long>(a, l);
  auto p = std::make_pair(1, 2.0);
  std::vector<int> v(arr, arr + 4);
  std::sort(v.begin(), v.end());
  std::fill(arr, arr + 4, 0);
  std::string s = std::to_string(m);
  std::unique_ptr<int> u = std::make_unique<int>(m);
  geo::Point pt{1, 2};
  shift(pt, 3);
  geo::shift(pt, 2.5);
  int ar = geo::area(a, c);
  unsigned n = count(arr);
  double sq = square(2.0) + square(a);
  int h = how_many(a, c, 1, "x", pt);
  int *f = first(arr, 0);
  take(1);
  take(a, c);
  take_ptr(&c);
  take_ptr(arr);
  std::memcpy(arr, f, sizeof arr);
  int moved = std::move(a);
  int &fw = std::forward<int &>(b);
  return m + ar + int(n) + int(sq) + h + moved + fw + (u ? 1 : 0) + int(p.second) + int(s.size());
}
