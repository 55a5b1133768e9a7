// cufe-std: c++17
// `decltype(auto)` deduced from a plain name declares the name's own type: an rvalue
// reference variable's name is an lvalue it cannot bind (1768).
struct Box { int v; };
int sum(int &&n, Box &&b)
{
  decltype(auto) m = n;
  decltype(auto) c = b;
  return m + c.v;
}
