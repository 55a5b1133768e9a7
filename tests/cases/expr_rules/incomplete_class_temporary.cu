// A temporary of a class only declared (70 at the type), however it is written.
struct Never;
struct Done { int a; };

void make() {
  Never();
  Never(1, 2);
  Never{};
  Done();
}
