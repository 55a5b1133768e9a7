// A condition that declares a function, not a variable (2840 at its name), and initializes it
// (145 at `=`).
void f() {
  while (int g() = 0) ;
}
