// Several conversion functions convert a class object equally well (417): inherited from two
// bases, to types of one rank, references to unrelated derived classes.
struct A1 { operator int () const; };
struct A2 { operator int () const; };
struct B : A1, A2 { };
struct C { operator int(); operator long(); };
struct F { operator int&(); operator const int&(); };
struct Base {};
struct Left : Base {};
struct Right : Base {};
struct G { operator Left&(); operator Right&(); };
void g(int);
int f1(B const &b) { return b; }
void f2(B b, C c, F f) {
  int x = b;
  g(b);
  double z = c;
  x = f;
  x = b;
  x = (int)b;
  g(x + (int)z);
}
Base &f3(G g) { return g; }
// Not ambiguous: a conversion function hidden by a derived class's, a better rank, a better
// implicit object parameter, an explicit one, a less derived class, a virtual base.
struct H1 : A1 { operator int () const; };
struct H2 : H1 { };
struct K { operator char(); operator int(); };
struct L { operator int() const; operator long(); };
struct M { explicit operator int(); operator long(); };
struct Low : Left {};
struct N { operator Left&(); operator Low&(); };
struct V1 { operator int(); };
struct V2 : virtual V1 {};
struct V3 : virtual V1 {};
struct V4 : V2, V3 {};
int f4(H2 h) { return h; }
int f5(K k) { return k; }
int f6(L l) { return l; }
int f7(M m) { return m; }
Base &f8(N n) { return n; }
int f9(V4 v) { return v; }
