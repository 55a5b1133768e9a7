struct P { int a; };
struct C { C(); ~C(); };
void h() { C c; P p; }
