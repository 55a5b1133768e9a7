struct Vec { int x, y;
  Vec operator+(const Vec &o) const { Vec r; r.x = x + o.x; r.y = y + o.y; return r; }
  bool operator==(const Vec &o) const { return x == o.x && y == o.y; }
  int &operator[](int i) { return i ? y : x; }
  Vec &operator=(const Vec &o) { x = o.x; y = o.y; return *this; }
};
Vec operator-(const Vec &a, const Vec &b) { Vec r; r.x = a.x - b.x; r.y = a.y - b.y; return r; }
Vec v1, v2;
