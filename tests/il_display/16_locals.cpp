int f(int param) {
  int local = param;
  static int persistent = 0;
  const double scale = 2.0;
  {
    int nested = local * 2;
    persistent += nested;
  }
  return local + persistent + (int)scale;
}
