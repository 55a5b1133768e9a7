int apply() {
  int k = 3;
  auto by_value = [k](int v) { return v * k; };
  auto by_ref = [&k]() { k++; };
  auto nothing = []() { return 0; };
  by_ref();
  return by_value(2) + nothing();
}
