// An elaborated type specifier in a member function finds a tag its class inherits: `enum
// tagname` below names A::tagname (no new, incomplete enum is declared).
struct A {
  enum tagname { enumerator };
  struct hiding {};
};
struct B : A {
  int t() { enum tagname x = enumerator; struct hiding *h = 0; return x + (h ? 1 : 0); }
};
struct C {
  void t() { struct Fresh *p = 0; (void)p; }     // declares ::Fresh, incomplete
};
struct Fresh {};
