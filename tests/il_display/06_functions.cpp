int add(int a, int b) { return a + b; }
static void helper(void) {}
inline int twice(int x) { return 2 * x; }
extern int external(double);
int variadic(int n, ...);
void defaults(int a, int b = 2);
int (*fp)(int, int) = add;
