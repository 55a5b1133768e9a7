// The names a switch's init-statement declares are visible in its condition and body (C++17;
// cut from clang's SemaCXX/cxx1z-init-statement-warn-unused.cpp).
// cufe-std: c++17
int f(int c) {
  switch (int a = c, b = 7; a + b) {
    case 0:
      return b;
  }
  switch (c = 0; c) {
    case 0:
      break;
  }
  return 0;
}
