void h() { int x = 1; (void)x; }
