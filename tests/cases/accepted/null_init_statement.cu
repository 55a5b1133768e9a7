// A null statement as an if/switch init-statement (C++17: `if (; c)`; clang CXX/stmt.stmt/stmt.select/p3.cpp).
// cudafe-ref-flags: --std=c++17
int Var;
void f() {
  if (; true) {}
  if (int I = 0; I) {}
  switch (; Var) {}
}
