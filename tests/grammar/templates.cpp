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

// A template template parameter defaulting to a dependent member template
// (CCCL type_list.h `__type_callable_fn`).
template <class...> struct tlist {};
template <class Fn, class... Ts, template <class...> class Fn2 = Fn::template call, class = Fn2<Ts...>>
int callable_fn(tlist<Fn, Ts...>*);

// A pack of dependent member templates as bases (CCCL type_list.h `__type_switch_fn`).
template <class Type, class... Cases>
struct switch_fn : Cases::template rebind<Type>... {};

// `<` after a template parameter's member is a comparison, also inside a base's
// template arguments (libstdc++ <ratio> `__ratio_less_impl`).
template <typename T, T v> struct int_const { static constexpr T value = v; };
template <typename R1, typename R2>
struct ratio_less : int_const<bool, R1::num < R2::num> {};

// ... and after a non-type template parameter in a default argument (<random> `_Mod`).
template <typename Tp, Tp m, Tp a, bool ok = m % a < m / a>
struct mod_like {};

// A member alias named like the template it aliases (CUB block_scan_raking.cuh).
template <class T, int N> struct Layout {};
template <class T>
struct raking { using Layout = ::Layout<T, 4>; using Other = Layout; };

// A using-declaration that expands a pack (libstdc++ <variant> `_Build_FUNs`).
template <int I, class T> struct build_fun { void fun(T); };
template <class... Ts>
struct build_funs : build_fun<0, Ts>... { using build_fun<0, Ts>::fun...; };

// A member function template used before its declaration in the class, declared with
// attributes after `inline` (CUB util_device.cuh `chained_policy::Invoke`).
struct chained {
  template <class F> static constexpr int invoke(int v, F& f) { return to_cc<1, 900>(v, f); }
  template <int M, int... Cc, class F>
  __attribute__((visibility("hidden"))) inline __attribute__((always_inline)) static constexpr int
  to_cc(int v, F&) { return v; }
};

// A `static_cast<..>` inside template arguments (CUB agent_batch_memcpy.cuh `Log2<..>`).
template <int N> struct log2_of { static constexpr int value = N; };
template <unsigned M>
struct bits_for { static constexpr int v = log2_of<static_cast<int>(M + 1U)>::value; };

// A member class template defined outside its class names itself with arguments
// (CCCL mdspan `layout_left::mapping`), and is named with `template` in a type-id.
struct layout_l { template <class E> class mapping; };
template <class E>
class layout_l::mapping {
public:
  template <class O> mapping(const mapping<O>& other);
};
template <class E> using sub_mapping_t = layout_l::template mapping<E>;

// A member function named like a namespace, called in a body before its declaration
// (thrust temporary_allocator.h `system()`, beside namespace `thrust::system`).
namespace system {}
template <class T>
struct temp_alloc {
  int allocate(int n) { return use(system(), n); }
  static int use(int s, int n) { return s + n; }
  int system() { return 0; }
};

// A member typedef naming a member type of an alias of a template specialization whose
// arguments are class types (libstdc++ chrono.h `system_clock::rep`).
template <long N, long D = 1> struct ratio_t { using type = ratio_t; };
using nano_t = ratio_t<1, 1000000000>;
template <class Rep, class Period> struct duration_t { using rep = Rep; using period = Period; };
using nanoseconds_t = duration_t<long, nano_t>;
struct system_clock_t {
  typedef nanoseconds_t duration;
  typedef duration::rep rep;
  using period = duration::period;
};

// A qualifier names a namespace beside a later member function template of the same name
// (cooperative_groups details/helpers.h `shfl::recursive_sliced_shuffle_helper`).
namespace shfl_ns {
  template <unsigned N, bool Small = (N <= sizeof(int))> struct helper;
  template <unsigned N> struct helper<N, true> { int val; };
}
struct compat_shuffle {
  template <unsigned N> using shfl_helper = shfl_ns::helper<N>;
  template <class R, class E> static R shfl_ns(E&& e) { return e; }
};

// Folds over `>>` and `<`; a parenthesised `v<int, B&...>` is no fold (issue 14, every
// unit including <cuda/std/functional>).
template<class... T> constexpr auto fold_shift(T... t) { return (t >> ... >> 0) + (... < t); }
template<class F, class... A> constexpr bool inv_v = true;
template<class... B> bool inv() { return (inv_v<int, B&...>); }

// A constructor named with a template-id inside its class template (issue 14).
template<class T> struct B { int s; explicit B<T>(float x) { s = x; } };
