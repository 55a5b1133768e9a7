// `#pragma` lines stand anywhere in preprocessed text; they are not syntax.

// Between `if (...)` and its block, and before `else` (CCCL ceil_div.h, where
// _CCCL_IF_CONSTEVAL_DEFAULT expands to `#pragma GCC diagnostic push/pop` around the `if`).
template <class T>
constexpr T ceil_div(T a, T b) {
  if constexpr (sizeof(T) > 4) {
    return a;
  } else {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wtautological-compare"
    if (__builtin_is_constant_evaluated())
#pragma GCC diagnostic pop
    {
      return a / b;
    }
    else
    {
      return b;
    }
  }
}

// At namespace scope and in a class.
#pragma GCC visibility push(default)
struct with_pragma {
#pragma pack(push, 1)
  int x;
#pragma pack(pop)
};
