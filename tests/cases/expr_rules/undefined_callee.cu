// A function no declaration makes visible, called with arguments of types whose namespaces
// argument-dependent lookup would not search (20).
void f(int i, double *d) {
  undeclared_f(i);
  other_undeclared(d, i + 1);
}
