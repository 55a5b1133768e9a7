struct DtorOnly { ~DtorOnly(); int v; };
DtorOnly dtor_only;
namespace geo { struct Pt { int x, y; }; struct Seg { Pt a, b = {}; }; }
geo::Pt origin_pt;
struct Poly { virtual int area() const { return 0; } };
struct Sq : Poly { int side = 2; int area() const override { return side * side; } };
Sq square_obj;
template <typename T> struct Holder { T held; };
Holder<int> held_int;
int use_lambdas() {
  int s = 0;
  auto add = [&s](int v) { s += v; };
  add(1);
  return s;
}
int after_lambdas() { return use_lambdas() + 1; }
union Num { int i = 0; float f; };
Num num;
