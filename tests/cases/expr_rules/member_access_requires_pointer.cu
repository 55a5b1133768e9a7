// `->` applied to what is no pointer, nor a class with an operator-> (3164, at the object).
struct S { int a; };
struct P { S *operator->(); };
void f(S s, int i, P p, double d, S *ps) {
  s->a = 1;
  i->a = 2;
  d->a = 4;
  p->a = 3; ps->a = 5;
}
