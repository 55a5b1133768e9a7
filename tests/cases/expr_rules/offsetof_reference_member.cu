// offsetof of a member of reference type: the class is not standard-layout (1427, a
// warning) and the member cannot be measured (1907), both at the member's name; cut from
// g++.dg/other/offsetof5.C (its class template, judged at instantiation, is not judged yet).
#include <stddef.h>
struct A
{
  char c;
  int &i;
};
struct B { char c; int j; };
int j = offsetof (A, i);
int k = offsetof (A, c);
int m = offsetof (B, j);
