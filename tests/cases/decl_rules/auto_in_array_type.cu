// An array cannot have a placeholder element type at its top level (1589, at `auto`).
auto a[3] = {1, 2, 3};
auto *c[2] = {nullptr, nullptr};
int x = 0;
auto *p = &x;             // fine
void f() {
  auto b[2] = {1, 2};
  static auto g[1] = {1};
}
