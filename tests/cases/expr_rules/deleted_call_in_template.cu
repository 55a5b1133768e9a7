// A call of a deleted function in a template's definition, with arguments free of names (so
// no instantiation can call another), is an error before any instantiation (1776); a
// template parameter of the same name hides the function.
void removed(int) = delete;
void removed2(int) = delete;
void removed2(double);
template <class T> void f(T t) {
  removed(1);
  removed(t);
  removed2(1);
}
template <class F> void g() { F(1); }
void F(int) = delete;
struct K { template <class T> void m() { removed(2); } };
