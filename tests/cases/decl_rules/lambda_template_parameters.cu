// A lambda's explicit template parameter list (cut from GCC's g++.dg/cpp1y/pr59636.C): C++20
// (3288, a warning at the `<`, here in C++17, once per unit), never empty (2909 at the `>`);
// at namespace scope and in a routine, where its parameters' names are declared.
auto f = []<class T>(T x) { return x; };
auto h = []<>() {};
void g() {
  auto local = []<typename U>(U u) { U copy = u; return copy; };
  []<>() {}();
  local(1);
}
auto plain = [](int x) { return x; };
auto f2 = []<class T>(T x) { return x; };
