// A range-based `for` declares one name: EDG wants the `:` after its first declarator,
// at the `,` or `=` that follows it (53).
void f() {
  int x[4] = {};
  for (int& i, j : x) {}
  for (int k, m : x) {}
  for (int a = 1, b : x) {}
  for (int n : x) { n = 0; }
}
