// Unnamed bit-fields first and between named ones in one member declarator list (issue 14: a descriptor struct with `unsigned char : 1, base_offset_ : 3, : 4;`).
struct Desc { unsigned char : 1, base_offset_ : 3, : 4; unsigned : 3, a : 2; unsigned b : 1, : 0, c : 2; };
constexpr int width = 3;
template<class T> struct E { T : width, y : width, : 2; };
E<unsigned> e;
