// 286, 287, 288, 269, 1280: pointers and references converted between a class and its
// bases: a base held twice (ambiguous), a virtual base (no downcast), a private base
// (only a C-style cast ignores access)
struct Node { int id; };
struct Left : Node { };
struct Right : Node { };
struct Both : Left, Right { };
struct Shared { int tag; };
struct Holder : virtual Shared { };
class Hidden : Node { };
struct Open : Node { };

void convert(Node *n, Shared *s, Both *b, Hidden *h, Node &nr, Open *o) {
  Node *n1 = b;                        // 286
  Node *n2 = h;                        // 269
  Node &n3 = *b;                       // 286
  Node *n4 = o;                        // fine
  Holder *h1 = static_cast<Holder *>(s);   // 288 at the type
  Both *b1 = static_cast<Both *>(n);   // 287 at the type
  Both &b2 = static_cast<Both &>(nr);  // 287 at the operand
  (Both *)n;                           // 287 at the cast
  (Holder &)*s;                        // 288 at the operand
  static_cast<Node *>(b);              // 286
  static_cast<Hidden *>(n);            // 1280 at the cast, and no effect
  static_cast<Node *>(h);              // 269, and no effect
  (Node *)h;                           // a C-style cast ignores access: no effect
  static_cast<Open &>(nr);             // fine: no effect
  static_cast<Left *>(b);              // fine: no effect
}
