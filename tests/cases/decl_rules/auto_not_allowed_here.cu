// 1598: `auto` where no initializer gives the type (a non-static data member, a typedef);
// 1593 where there is none. (`static auto k = 2;` gets 1592 at `=` and then 1593 at `k`, an
// order cufe does not follow: it reports by position.)
struct S {
  auto n = 1;
  auto m;
  static const auto c = 3;       // fine
  static constexpr auto e = 4;   // fine
  auto f() { return 1; }         // fine: a function
  auto g() -> int;               // fine
};
typedef auto T;
typedef auto F() -> int;         // fine: a trailing return type
typedef auto (*P)() -> int;      // fine
using A = int;                   // fine
