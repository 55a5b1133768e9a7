// A function returning a reference to a class, given a builtin lvalue its converting
// constructor turns into a temporary: the reference outlives it (430).
struct Meters { Meters(int); };
int count;
double length;
const Meters &from_count() { return count; }
const Meters &from_length() { return length; }
Meters &&moved_count() { return count; }
