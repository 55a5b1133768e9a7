// 328: extern or register on a class member
struct S { extern int a; };
struct T { register int b; };
struct U { static int ok; mutable int ok2; };
