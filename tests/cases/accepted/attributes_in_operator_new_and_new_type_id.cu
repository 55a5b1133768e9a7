// Attributes after an allocation function's name, `void *operator new [[noreturn]] (...)`,
// and in a new-type-id after a pointer operator or an array bound, `new int*[[]][2][[]]`
// (clang's SemaCXX/new-delete-0x).
typedef decltype(sizeof(0)) size_t;
struct noreturn_t {} constexpr noreturn = {};
void *operator new [[noreturn]] (size_t, noreturn_t);
void operator delete [[noreturn]] (void*, noreturn_t);
void *operator new[] [[noreturn]] (size_t, noreturn_t);
void good_news()
{
  auto p = new int[2][[]];
  auto r = new int*[[]][2][[]];
  auto q = new int*__attribute__((unused))[3];
}
