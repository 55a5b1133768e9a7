// Declarators and what follows them.

typedef unsigned long size_t;
template<typename T> struct is_swappable { static const bool value = true; };

// `swap(_Tp (&a)[N], ...)` reads both as parameters and as an initializer (libstdc++
// move.h); a body (or noexcept) after `)` makes it a function declarator.
template<typename _Tp, size_t _Nm>
inline void swap(_Tp (&__a)[_Nm], _Tp (&__b)[_Nm])
noexcept(is_swappable<_Tp>::value)
{
  for (size_t __n = 0; __n < _Nm; ++__n)
    __a[__n] = __b[__n];
}

// A parameter that is a pointer to member function (stl_function.h `mem_fun`): the `(`
// after the function name holds parameters, not an initializer.
template<typename R, typename T> struct mem_fun_t { mem_fun_t(R (T::*)()); };
template<typename _Ret, typename _Tp>
inline mem_fun_t<_Ret, _Tp> mem_fun(_Ret (_Tp::*__f)())
{ return mem_fun_t<_Ret, _Tp>(__f); }

// Attributes after `operator new(...)` (libstdc++ <new>).
void* operator new(size_t, int) __attribute__((__externally_visible__));
void operator delete(void*, int) noexcept __attribute__((__externally_visible__));

// A pack followed by C varargs without a comma (<new> `launder`).
template<typename _Ret, typename... _Args, bool _NE>
void launder(_Ret (*)(_Args......) noexcept (_NE)) = delete;

// A trailing return type naming a member of the declarator's class (hashtable_policy.h).
template<typename K> struct map_base { typedef K mapped_type; mapped_type& at(int); };
template<typename K>
auto map_base<K>::at(int) -> mapped_type& { static K k; return k; }

// GCC's predeclared `__builtin_va_list` is a type (stdarg.h).
typedef __builtin_va_list gnuc_va_list;
int vprint(const char* fmt, gnuc_va_list arg);

// An attribute among a pointer's qualifiers (libstdc++ <exception>).
typedef void (*__attribute__ ((__deprecated__)) unexpected_handler) ();

// A using-declaration of a global name makes it a member of the namespace (cwchar).
typedef struct { int count; } mbstate;
namespace std { using ::mbstate; }
typedef std::mbstate state_type;

// An opaque scoped enum without a base (CCCL __fwd/fp.h).
enum class fp_format;
template <fp_format F> class cccl_fp;

// An alias of an enum defined in place (CCCL __atomic/order.h, C++17 branch).
using memory_order = enum memory_order { memory_order_relaxed, memory_order_seq_cst, };

// Structured bindings by reference (libstdc++ stl_map.h `try_emplace`).
struct kv { int k, v; };
inline void bindings(kv* p) {
  auto&& [a, b] = *p;
  auto& [c, d] = *p;
  for (auto& [e, f] : *static_cast<kv(*)[2]>(nullptr)) { (void)e; (void)f; }
}

// Using a base's conversion function (libstdc++ <atomic> `atomic<int>`).
struct atomic_base { operator int() const; };
struct atomic_int : atomic_base {
  using integral_type = int;
  using atomic_base::operator integral_type;
};

// An unnamed bit-field after a named one in one declaration (cooperative_groups.h).
struct group_data { unsigned int unused : 1; unsigned int type : 7, : 0; };

// A `::`-qualified declarator-id after a pointer operator, in and out of class (every unit
// including <cuda/barrier> has such a friend; issue 14).
namespace N { int* f(); void g(); }
int* ::N::f() { return 0; }
struct F { friend void ::N::g(); };

// An unnamed bit-field first in a member declarator list (issue 14).
struct Desc { unsigned char : 1, base_offset_ : 3, : 4; };

// Under `*`/`&`, an unnamed pointer or reference declarator is a parameter (issue 14).
int *g(int (*)(int));
int &h(int (&)[3]);

// `return a, b;` returns a comma expression (issue 14).
int ret(int a, int b) { return a, b; }
