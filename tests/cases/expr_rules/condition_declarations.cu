// A condition that declares: a variable of a type that tests as bool (711 at its name, for
// a class with no conversion), no function (condition_declares_function.cu), no array (701 at
// the type), no type defined in it (255); a switch's value must be integral or an enum (847).
struct S {} s;
struct B { operator bool() const { return true; } } b;
typedef int arr[10];
void f(double d, int *p) {
  while (struct S x = s) ;
  if (S y = s) ;
  while (B z = b) ;                 // fine: converts
  while (arr a = {0}) if (a[0]) break;
  while (struct T {} *t = 0) ;
  switch (enum { E } e = E) { default: ; }
  switch (s) {}
  switch (d) {}
  switch (p) {}
  switch (b) { default: ; }         // fine: converts to bool
  switch (int i = 0) { default: ; } // fine
  for (; struct U {} *u = 0; ) ;
}
