// Templates, template arguments and template-ids.
template<typename T> struct box { T v; };

namespace std {
template<typename T1, typename T2> struct pair { T1 first; T2 second; pair(T1, T2); };

// Deduction guides (libstdc++ stl_pair.h): the template name followed by a parameter
// list and `->`, not a declaration of a variable of type `pair`.
template<typename _T1, typename _T2> pair(_T1, _T2) -> pair<_T1, _T2>;
template<typename T> struct vec { template<typename I> vec(I, I); };
template<typename I> explicit vec(I, I) -> vec<int>;

template<bool B, typename T = void> struct enable_if { };
template<bool B, typename T = void> using __enable_if_t = typename enable_if<B, T>::type;
template<typename A, typename B> struct is_convertible { static const bool value = true; };
}

namespace gnu {
// A qualified template-id with a comma in its arguments inside another template's
// arguments (stl_iterator.h): the comma belongs to `is_convertible<...>`, which unqualified
// lookup would not find.
template<typename It> struct normal_iterator {
  template<typename I>
  using convertible_from = std::__enable_if_t<std::is_convertible<I, It>::value>;
};
}

// A function type with a pack in a template argument (refwrap.h): `_Tp&(_Args&&...)` is a
// type-id, not a fold expression.
template<typename S> struct result_of;
template<typename F, typename... A> struct result_of<F(A...)> { typedef int type; };
template<typename _Tp, typename... _Args>
typename result_of<_Tp&(_Args&&...)>::type invoke_ref(_Args&&...);

// Pack expansions in mem-initializers and new-initializers (tuple, uses_allocator.h).
template<typename... T> struct base { base(T...); };
template<typename... T> struct derived : base<T...> {
  int m;
  derived(T... t) : base<T...>(t...), m{0} { }
};
template<typename Tp, typename... Args>
void construct(void* p, Args&&... args) { ::new ((void*)p) Tp(args...); }

// A concatenated static_assert message (uses_allocator.h).
static_assert(sizeof(int) > 1, "construction with an allocator must be possible"
              " if uses_allocator is true");

// A member alias used in a constructor body whose mem-initializer is braced, declared
// after it (functional `__boyer_moore_map_base`): class members are visible in bodies.
template<typename Key, typename Tp>
struct map_like {
  int bad[4];
  template<typename It>
  map_like(It pat, int len) : bad{ len, 0 }
  {
    for (diff_type i = 0; i < len - 1; ++i) bad[i] = pat[i];
  }
  using diff_type = Tp;
};
