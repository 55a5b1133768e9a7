// 719: mutable at namespace scope or on a const member
mutable int a;
struct S { mutable const int b; mutable int ok; };
