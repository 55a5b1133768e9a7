// A function declarator with a trailing return type needs `auto` as its type specifier
// (1823, at the `->`): at namespace scope, through a pointer to function, as a member, at
// block scope, with decltype(auto). `auto` forms, lambdas and a definition are silent.
int f() -> int;
auto g() -> int;
int (*b)() -> bool = nullptr;
decltype(auto) (*h)() -> bool = nullptr;
struct S { int m() -> int; auto n() -> int; static auto o() -> long; };
auto k() -> int { return 1; }
int use() { int l() -> int; auto lam = []() -> int { return 1; }; return lam(); }
