// In a template's definition the reference judges what does not depend on the template's
// parameters, but only some rules: these report before any instantiation...
struct S { int a; void m(); private: void hidden(); };
void one(int);
void takes_pointer(int *);
void pick(int);
void pick(double);

template <class T> void reported(T t, S s, int i) {
  int *p = 3.5;
  s.missing = 1;
  one(1, 2);
  one();
  takes_pointer(1.5);
  pick(s);
  pick(1u);
  s + 1;
  s -= 1;
  i = s;
  s.a;
  t.anything(s, p);
  one(t);
}

// ... and these wait for an instantiation (none comes).
template <class T> void deferred(T t, S s, int i, const int fixed) {
  int &r = 1;
  long &l = i;
  fixed = 2;
  s.hidden();
  ~S();
  one(r + l + t);
}

template <class T> struct Holder {
  void member(S s) { s.nothing = 1; int *p = 2.5; }
};
