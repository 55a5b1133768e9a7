struct Point { int x; int y; };
struct Mixed { char c; double d; short s; };
union Value { int i; float f; char bytes[4]; };
struct Empty {};
Point origin;
Mixed mixed;
Value value;
Empty empty;
