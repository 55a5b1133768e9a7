// `new` of a pointer to or array of a class template's name without arguments: the name is
// no placeholder for the whole type (2887; 1589 for an array). A pointer with an
// initializer cannot deduce (2958), and a braced initializer holds one value at most (146 at
// the second).
template <typename T> struct Cell { Cell(T); Cell(); };
void make() {
  auto a = new Cell[]{1, 2};
  auto b = new Cell*{nullptr, nullptr};
  auto c = new Cell*(nullptr);
  auto d = new Cell[2]{1};
  auto e = new Cell*;
  delete[] a; delete b; delete c; delete[] d; delete e;
}
