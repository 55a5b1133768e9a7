// A destructor named through an object and not called (3006, at the `~`), of a class or
// of a scalar (a pseudo-destructor); calls are fine.
struct A {};
typedef int I;
void foo(A *p, int i) {
  A().~A;
  A().A::~A;
  (int().I::~I, 3);
  int().I::~I;
  p->~A;
  A().~A();               // fine
  p->~A();                // fine
  i.~I();                 // fine
  (p->~A)();              // fine
}
