// A case label's value is an expression of the routine like any other: an undeclared name in
// it is undefined (20), cut from g++.dg/init/switch1.C; declared constants and enumerators
// are fine.
const int N = 3;
enum E { A, B };
void f(int c)
{
  switch (c)
  {
    case d:
     int optBzip2 = true;
  }
}
void g(int c) { switch (c) { case e: break; case N: case A: break; } }
