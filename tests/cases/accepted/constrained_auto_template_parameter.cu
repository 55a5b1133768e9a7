// cudafe-ref-flags: --std=c++20
// A non-type template parameter whose type is a constrained placeholder, `template <integral
// auto Value>` (crt/cuda_tile.h), plain, qualified, with arguments and as a pack.
template <class T> concept integral = sizeof(T) <= 8;
template <class T, class U> concept same_size = sizeof(T) == sizeof(U);
namespace ns { template <class T> concept small = sizeof(T) <= 4; }
template <integral auto Value> struct constant { static constexpr auto value = Value; };
template <integral auto LB, integral auto UB, class T> constexpr bool in_range(T x) { return x >= LB && x <= UB; }
template <ns::small auto V, same_size<int> auto W, integral auto... Rest> struct many {};
template <const integral auto& R> struct by_ref {};
static_assert(constant<3>::value == 3);
static_assert(in_range<1, 5>(3));
many<1, 2, 3L, 4> m;
