// An empty condition is a missing expression (29 at the `)`), as in GCC's
// g++.dg/other/switch4.C.
void c(int v) {
  switch () { default: break; }
  switch (v) { default: break; }
}
