// In a new-expression every array bound but the first must be a constant expression (28, at
// the bound); the first may be any value.
void nonconst(int n, const int c) {
  new (long[n][n]);
  new long[n][n];
  new long[n][4];
  new long[3][n][n];
  const int k = 4;
  new long[n][k];
  new long[n][c];
}
