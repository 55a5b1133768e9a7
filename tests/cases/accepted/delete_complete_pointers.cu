// `delete` of pointers to complete classes and scalars: a class forward-declared and defined
// before the delete, a member class defined later in its enclosing class (complete in the
// member function bodies), a template parameter's pointer, a class with a conversion to a
// pointer.
struct Fwd;
struct Fwd { int v; };
struct Outer {
  struct Inner;
  void drop(Inner *p) { delete p; }
  struct Inner { int w; };
};
template <class T> void drop_t(T *t) { delete t; }
struct Holder { operator int *() const; };
void drops(Fwd *f, int *i, Holder h, char **pp) {
  delete f;
  delete[] i;
  delete h;
  delete[] *pp;
  drop_t(f);
}
