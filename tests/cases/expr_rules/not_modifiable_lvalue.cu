// Assigning to (or incrementing) a const object of a non-class type (137), at the operand.
void f(const int &r) {
  const int c = 1;
  c = 2;
  c++;
  --c;
  r += 1;
  const int *p = &c;
  *p = 3;
}
