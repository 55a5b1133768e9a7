namespace shapes {
  enum class Kind : unsigned char { circle, square };
  struct Shape { Kind kind; static int count; double size[2]; };
  int Shape::count = 0;
}
shapes::Shape a_shape;
struct MoveOnly { MoveOnly(); MoveOnly(MoveOnly &&); int *p; };
MoveOnly move_only;
struct NoCopy { NoCopy() = default; NoCopy(const NoCopy &) = delete; int n; };
NoCopy no_copy;
typedef struct { int tx, ty; } Anon;
Anon anon_obj;
struct Outer2 { struct In { int z = 1; } in; int w; };
Outer2 outer2;
int with_local() { struct Local { int l; }; Local loc; loc.l = 2; return loc.l; }
