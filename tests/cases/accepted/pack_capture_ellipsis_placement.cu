// Pack captures with the ellipsis where EDG also takes it: before a simple capture's name,
// `[...args]`, `[&...args]`, and after an init-capture's initializer, `[as(args)...]`
// (clang's CXX/expr/expr.prim/expr.prim.lambda/p23; the reference accepts them).
template<typename ...Args>
void init_capture_pack(Args ...args) {
  [as(args)...] {} ();
  [as{args}...] {} ();
  [as = args...] {} ();
  [...args] {} ();
  [&...args] {} ();
  [args...] {} ();
  [&args...] {} ();
}
void use() { init_capture_pack(1, 2.0); }
