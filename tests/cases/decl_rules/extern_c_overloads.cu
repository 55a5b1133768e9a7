// Two functions with C language linkage share one name only if they are one function: other
// parameter types are 338 (an error in the same scope, a warning across namespaces; same
// parameter types, or a C++ function of the name, are fine); cut from GCC's
// g++.dg/lookup/extern-c-hidden.C.
extern "C" void f1(int);
extern "C" void f1(double);
namespace A { extern "C" void f2(int); }
extern "C" void f2(double);
extern "C" void f3(int);
namespace B { extern "C" void f3(int); }
extern "C" { int v1; }
namespace C { extern "C" double v1; }
void f4(int);
extern "C" void f4(double);
