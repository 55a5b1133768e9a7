// `decltype(auto)` from a parenthesized name (an lvalue reference), an xvalue, a function, or
// in a template from a forwarding reference: all bind.
// cudafe-ref-flags: --std=c++17
int &&make();
void (&&fn)() = static_cast<void (&&)()>(*(void (*)())0);
template <class U> int g(U &&u) { decltype(auto) x = u; return x; }
int take(int &&r, int i)
{
  decltype(auto) a = (r);
  decltype(auto) b = make();
  decltype(auto) c = static_cast<int &&>(r);
  decltype(auto) d = fn;
  d();
  return a + b + c + g(i) + g(1);
}
