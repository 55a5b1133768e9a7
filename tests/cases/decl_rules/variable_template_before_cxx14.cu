// cufe-std: c++11
// 3450 (a warning): variable templates at namespace scope before C++14, where the initializer starts.
template <class T> T v;
template <class T> T w{};
template <class T> T x(1);
namespace N { template <class T> T y = 1; }
template <class T> T pi = T(3.14);
template <class T> constexpr T zero = T();
struct S { template <class T> static const T k = T(); template <class T> static T m; };
template <class T> T S::m = T();
template <> int pi<int> = 3;
int use() { return pi<int> + zero<int>; }
