// C++20 constraints (libstdc++ 12 in -std=c++20).
template<typename T, typename U> concept same_as = __is_same(T, U);
template<typename T> concept boolean_testable = requires (T t) { !t; };
template<typename T> struct wrap { typedef T type; };

// Return-type requirements name a concept, with or without arguments (<concepts>).
template<typename L, typename R>
concept assignable_from = requires (L lhs, R&& rhs) {
  { lhs = static_cast<R&&>(rhs) } -> same_as<L>;
  { lhs == rhs } -> boolean_testable;
};

// Type requirements with an unqualified name (<compare>, iterator_concepts.h).
template<typename T> using ref_t = T&;
template<typename T> concept can_reference = requires { typename ref_t<T>; typename T; };

// A requires-clause that is a requires-expression, and a trailing requires-clause after
// noexcept, before the body (<compare> `_Synth3way`).
struct synth {
  template<typename T, typename U>
  constexpr auto operator()(const T& t, const U& u) const noexcept(true)
  requires requires { { t < u } -> boolean_testable; }
  { return t < u; }
};

// A constructor with a trailing requires-clause (stl_pair.h).
template<typename T> constexpr bool is_constructible_v = __is_constructible(T);
template<typename T1> struct pair1 {
  T1 first;
  constexpr pair1() requires is_constructible_v<T1> && (sizeof(T1) > 0) : first() { }
};

// A fold expression as a constraint (iterator_concepts.h).
template<typename... Is> requires (boolean_testable<Is> && ...) void all_of(Is...);

// A member template of a dependent type as a template template argument (type_traits).
template<template<typename> class Q> struct apply_q { };
template<typename T> struct xref { template<typename U> using type = U; };
template<typename T> using applied = apply_q<xref<T>::template type>;

// A new-expression as the operand of a cast (<concepts>).
template<typename T> void make() { (void) ::new T; }

// A static data member defined with a parenthesised initializer (<compare>).
namespace cat { enum class Ord : signed char { less = -1 }; }
class ordering {
  constexpr explicit ordering(cat::Ord) noexcept { }
public:
  static const ordering less;
};
inline constexpr ordering ordering::less(cat::Ord::less);

// ... while an out-of-class member function's parameters may name member types, or
// types the parser cannot know (here a dependent base's member).
template<typename A> struct alloc_base { typedef A* node_ptr; };
template<typename A> struct node_alloc : alloc_base<A> {
  typedef A* own_ptr;
  void dealloc(own_ptr n);
  void dealloc2(typename alloc_base<A>::node_ptr n);
};
template<typename A> void node_alloc<A>::dealloc(own_ptr n) { (void)n; }

// Constrained type parameters with type defaults, packs, and constrained placeholders
// (ranges_util.h).
template<typename T> concept range = true;
template<typename T, typename U> concept sentinel_for = true;
template<range R = int> struct view_a {};
template<range R = const int, sentinel_for<int> S = R, range... Rs> struct view_b {};
namespace det { template<typename T, typename U> concept conv = true; }
template<typename It> struct subrange { subrange(det::conv<It> auto i, It s); };

// A bit-field with a default member initializer (max_size_type.h).
struct max_size { unsigned long val; unsigned msb:1 = 0; unsigned other : 2 {1}; };

// A type trait in a requires-clause (<bit>).
template<typename To, typename From>
requires (sizeof(To) == sizeof(From)) && __is_trivially_copyable(To)
constexpr To bit_cast(const From& f) noexcept { return __builtin_bit_cast(To, f); }

// A destructor of an explicit specialization declared at namespace scope (locale_facets.h).
template<typename C> struct numpunct { ~numpunct(); };
template<> numpunct<char>::~numpunct();

// A nested class defined outside its class sees the enclosing class's members
// (locale_classes.h `class locale::_Impl`).
class locale {
public:
  typedef int category;
  class facet;
  class impl;
};
class locale::facet { };
class locale::impl {
  const facet** facets;
  void replace(const impl*, category);
};

// A nested requirement with a comparison (CCCL tuple_like.h `__pair_like`).
template <class T> struct tsize { static constexpr int value = 2; };
template <class T> concept tuple_like_c = true;
template <class T> concept pair_like = requires() { requires tuple_like_c<T>; requires tsize<T>::value == 2; };

// A requires-clause naming a dependent member variable template, followed by an
// attribute (CCCL tuple.h `operator==`).
template <class... Ts> struct constraints { template <class... Us> static constexpr bool eq_v = true; };
template <class... Ts> struct tup {
  template <class... Us, class C = constraints<Ts...>>
  requires C::template eq_v<Us...>
  [[nodiscard]] constexpr bool operator==(const tup<Us...>&) const { return true; }
};

// A nested requirement that starts with a functional cast to a dependent type
// (CCCL submdspan_extents.h).
template <class S> concept zero_extent = requires() { requires typename S::extent_type() == 0; };
