// 708 (a warning) and 709: ++ and -- on a bool
struct S { bool flag; bool bits : 1; };
void f(S &s, int i) {
  bool b = false;
  b++;
  ++b;
  b--;
  --b;
  s.flag++;
  --s.bits;
  i++;                    // fine
  const bool k = true;
  k++;                    // 137 only
}
