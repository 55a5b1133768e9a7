// A braced list initializing an aggregate: each value initializes the next member by copy
// initialization (144 where it cannot), cut from g++.dg/conversion/bitfield11.C; brace
// elision, unions, references, string literals for character arrays, null pointer
// constants and nested lists are fine.
#include <stddef.h>
enum E { EA, EB };
struct A { E e: 8; };
A a = { 0 };
struct B { int *p; int q; };
B b = { 1.5, 2 };
B c = { 0, 3 };
struct C { E e; };
C cc = { EA };
C cd = { 1 };
struct In { int x, y; };
void fn(int);
struct S { int *p; bool b; char c; float f; const char *s; void (*cb)(int); E e; int In::*pm; double d; unsigned u; };
S s1 = { NULL, 1, 65, 2, "str", fn, EB, &In::x, 3, 4u };
S s2 = { 0, true, 'a', 1.5f, nullptr, &fn, EA, nullptr, 1, 2 };
S s3 = {};
struct T { In in; int z; };
T t1 = { 1, 2, 3 };
T t2 = { {1, 2}, 3 };
struct U { int a[2]; E e; };
U u1 = { 1, 2, EB };
U u2 = { {1, 2}, 5 };
struct W { const int &r; long long l; };
int gi = 3;
W w = { gi, 5 };
union UU { int i; float f; };
UU uu = { 7 };
struct Y { unsigned char bytes[4]; } y = { "abc" };
void loc() { S ls = { NULL, 0, 0, 0, 0, 0, 1, 0, 0, 0 }; In li{1, 2}; (void)ls; (void)li; }
