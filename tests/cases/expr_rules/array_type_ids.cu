// Arrays of unknown bound in type-ids: not an array's element type (98, at its `[`), and
// incomplete where a complete type is needed (70).
int a[3][];
unsigned long f() { return sizeof(int[][3]) + alignof(char[2][]) + sizeof(int[]); }
unsigned long g() { return alignof(double[][]); }
unsigned long h() { return sizeof(int[2][3]) + sizeof(int(*)[]); }
