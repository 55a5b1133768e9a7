// Init-captures with a parenthesized initializer after `&` or `...` (`[&a(1)]`, C++14; pack
// init-captures `[...as(args)]`, `[&...as(args)]`, C++20; clang CXX/expr/expr.prim/expr.prim.lambda/p23.cpp).
// cudafe-ref-flags: --std=c++20
template<typename ...Args>
void f(Args ...args) {
  [...as(args)]{} ();
  [&...as(args)]{} ();
  [...as{args}]{} ();
  [...as = args]{} ();
  [&...as = args]{} ();
  [a(1)]{} ();
  [&a(1)]{} ();
}
void g() { f(1, 2.0); }
