// Casts to or from a class object by value with no constructor or conversion function that
// makes the target: 415 (builtin to class), 413 (class to scalar), 312 (unrelated classes).
struct Point { int x; };
struct Other { int y; };
Point p;
int n;
void casts()
{
  static_cast<Point>(n);
  static_cast<Other>(p);
  static_cast<int>(p);
  (Point)n;
  (long)p;
  (void *)p;
}
