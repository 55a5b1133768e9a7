// Returning a reference to a class bound to an object of it, of a derived class, or to a
// class lvalue with a conversion function: no temporary.
struct Meters { Meters(int); int v; };
struct Long : Meters { Long(); };
struct Gauge { operator Meters &(); };
Meters m(1);
Long l;
Gauge g;
const Meters &same() { return m; }
const Meters &derived() { return l; }
Meters &converted() { return g; }
const Meters &param(const Meters &p) { return p; }
