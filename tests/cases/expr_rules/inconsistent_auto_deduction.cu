// 1594: one `auto` declaration deducing two types
void use(...);
void g(int *p, const int &r, long l) {
  auto a = 1, b = 2.0;
  auto c = 'x', d = 1;
  auto e = p, f = &r;
  auto h = l, i = 1L;            // fine: both long
  auto j = r, k = 1;             // fine: const and references drop
  int arr[3];
  auto q = arr, s = p;           // fine: the array decays
  auto u = 1, v = 2, w = 3u;
  use(a, b, c, d, e, f, h, i, j, k, q, s, u, v, w);
}
