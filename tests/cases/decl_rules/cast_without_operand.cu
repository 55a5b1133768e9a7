// `( type-id )` where an operand starts is a cast, and its operand is missing at a token no
// expression starts with (29, there). As a call's argument a type's name is rejected
// itself (254).
int g(int);
int f(int y) {
  int x = (int);
  y = (unsigned) ;
  g(int);
  g(y);
  return (long);
}
