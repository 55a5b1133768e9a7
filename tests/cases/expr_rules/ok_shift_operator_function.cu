// `s >> x` and `s << x` call a member operator function; `>>` is lexed as two tokens
struct Stream {
  Stream &operator>>(int &);
  Stream &operator<<(int);
};
int f(Stream s, int x) {
  s >> x;
  s << x;
  int y = x >> 2;
  return y;
}
