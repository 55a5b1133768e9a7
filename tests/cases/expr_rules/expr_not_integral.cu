// `%` and the bitwise operators on a floating operand (2140), at the first such operand.
void f(double d, float x, int i) {
  i = d % 2;
  i = 2 % d;
  i = x & 1;
  i = 1 << d;
  i = i % 2;
}
