void h() { int x = 1; }
