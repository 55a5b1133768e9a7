// Enumerators of block-scope and class-scope enums are visible (seen in real units' local enums and class-member enums).
int f() { enum { A }; return A; }
struct D { enum K { I, J }; K k; D() : k(I) {} K next() const { return J; } };
