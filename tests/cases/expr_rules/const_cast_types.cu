// 717, 718: a const_cast adjusts qualifiers only, of pointers, references and pointers to
// members
struct Base { int x; };
struct Derived : Base { };
void adjust(const int *p, int Base::*bp, const Base *cb, const char *s) {
  const_cast<int *>(p);          // fine: no effect
  const_cast<long *>(p);         // 718
  const_cast<int Derived::*>(bp);// 718
  const_cast<Derived *>(cb);     // 718
  const_cast<Base *>(cb);        // fine
  const_cast<char **>(&s);       // fine
  int i = const_cast<int>(3);    // 717
  const_cast<int &>(*p);         // fine
  const_cast<long &>(*p);        // 718
}
