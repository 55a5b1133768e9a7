// A user-defined literal whose suffix no literal operator has: 2486 at the literal, after
// 2506 at the first literal of a suffix that does not start with `_` (in a template too).
unsigned long long operator""_kb(unsigned long long v);
unsigned long long size(unsigned long long);
unsigned long long use() {
  return size(4_kb) + size(4_mb) + size(8mb) + size(0x10r);
}
const char *text() { return "abc"_z; }
template <class T> T later(T t) { return t + 5t_x + 6_y; }
