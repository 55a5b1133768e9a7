namespace a { namespace b { int deep(int x = 2); } }
int a::b::deep(int x) { return x; }
struct Meter {
  double v;
  static Meter make(double d) { Meter m; m.v = d; return m; }
  explicit operator double() const { return v; }
  Meter &operator+=(const Meter &o) { v += o.v; return *this; }
};
int overload(int);
int overload(double);
int overload(int i) { return i; }
Meter global_meter;
struct Counted { static int live; Counted() { ++live; } ~Counted() { --live; } };
int Counted::live = 0;
Counted counted[2];
