// 243: a base clause without the class body (at the ;); the name is then declared as an
// incomplete class, and what follows parses as usual. (With a base that has a virtual
// destructor the reference also reports its implicit destructor redeclared, 403: not
// modelled, so not used here.)
struct Shape { int sides; };
struct Circle : virtual Shape;     // 243
Circle *make();
struct Square : public Shape;      // 243
int count(Square *s, Circle *c) { return s != 0 && c != 0; }
