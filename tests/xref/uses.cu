int g;
extern int e;
int twice(int v) { return v + v; }
void set(int &r) { r = 1; }
void h() {
  int x = twice(g);
  x++;
  x += g;
  set(x);
  e = x;
  int *p = &g;
  int n = sizeof(x);
  (void)p;
  (void)n;
}
